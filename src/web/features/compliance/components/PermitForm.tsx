import { Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { errorLines } from '../../../../domain/users/schemas';
import {
  permitInputSchema,
  permitKindLabels,
  permitKinds,
  type PermitKind,
} from '../../../../domain/compliance/permits';
import { ErrorLines, linesOf } from '../../../ui/ErrorLines';
import type { CompanyPermit } from '../api/compliance';
import { useSavePermit } from '../hooks/useCompliance';
import { DateField, StateSelect } from './fields';

const kindOptions = permitKinds.map((kind) => ({ value: kind, label: permitKindLabels[kind] }));

/** Records a permit the company holds in a state, or changes one: checked by the API's own schema. */
export function PermitForm({ permit, onDone }: { permit: CompanyPermit | null; onDone: () => void }) {
  const [form, setForm] = useState({
    state: permit?.state ?? null,
    kind: (permit?.kind ?? null) as PermitKind | null,
    number: permit?.number ?? '',
    issuedOn: permit?.issuedOn ?? null,
    expiresOn: permit?.expiresOn ?? null,
    note: permit?.note ?? '',
  });
  const [lines, setLines] = useState<string[]>([]);
  const save = useSavePermit();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = permitInputSchema.safeParse({ ...form, state: form.state ?? '' });
    if (!result.success) return setLines(errorLines(result.error.issues));
    setLines([]);
    save.mutate(
      { id: permit?.id ?? null, input: result.data },
      { onSuccess: onDone, onError: (error) => setLines(linesOf(error)) },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Permit">
      <Stack>
        <ErrorLines lines={lines} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <StateSelect value={form.state} onChange={(state) => set('state', state)} />
          <Select
            label="Kind"
            required
            data={kindOptions}
            value={form.kind}
            onChange={(kind) => set('kind', kind as PermitKind | null)}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Number"
            required
            maxLength={60}
            value={form.number}
            onChange={(e) => set('number', e.currentTarget.value)}
          />
          <div />
          <DateField label="Issued" value={form.issuedOn} onChange={(day) => set('issuedOn', day)} />
          <DateField label="Expires" value={form.expiresOn} onChange={(day) => set('expiresOn', day)} />
        </SimpleGrid>
        <Textarea
          label="Note"
          maxLength={500}
          autosize
          minRows={2}
          value={form.note}
          onChange={(e) => set('note', e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} mih={44}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} mih={44}>
            Save permit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
