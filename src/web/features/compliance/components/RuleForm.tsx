import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { licenseRuleSchema } from '../../../../domain/compliance/license-rules';
import { licenseKindLabels, licenseKinds, type LicenseKind } from '../../../../domain/compliance/licenses';
import { permitKindLabels, permitKinds, type PermitKind } from '../../../../domain/compliance/permits';
import { errorLines } from '../../../../domain/users/schemas';
import { ErrorLines, linesOf } from '../../../ui/ErrorLines';
import { useAddLicenseRule } from '../hooks/useCompliance';
import { DateField, StateSelect } from './fields';

const needsOptions = licenseKinds.map((kind) => ({ value: kind, label: licenseKindLabels[kind] }));
const permitOptions = permitKinds.map((kind) => ({ value: kind, label: permitKindLabels[kind] }));
const saleOptions = [
  { value: 'open', label: 'To any shop' },
  {
    value: 'permit-or-distributors',
    label: 'Only with a permit here; without one, only to permitted distributors',
  },
];

/**
 * A new dated row of a state's licensing rule: a change in the law is a new row, never an edit of an
 * older one, and it needs its source (decision 0296). Checked by the same schema as the API.
 */
export function RuleForm({ state, onDone }: { state: string | null; onDone: () => void }) {
  const [form, setForm] = useState({
    state,
    effectiveFrom: null as string | null,
    citation: '',
    url: '',
    retailerNeeds: [] as LicenseKind[],
    directSale: 'open',
    permitKind: 'distributor' as PermitKind,
    summary: '',
  });
  const [lines, setLines] = useState<string[]>([]);
  const add = useAddLicenseRule();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      state: form.state ?? '',
      effectiveFrom: form.effectiveFrom ?? '',
      source: { citation: form.citation, url: form.url.trim() || null },
      retailerNeeds: form.retailerNeeds,
      directSale:
        form.directSale === 'open'
          ? { kind: 'open' as const }
          : { kind: 'permit-or-distributors' as const, permitKind: form.permitKind },
      summary: form.summary,
    };
    const result = licenseRuleSchema.safeParse(input);
    if (!result.success) return setLines(errorLines(result.error.issues));
    setLines([]);
    add.mutate(input, { onSuccess: onDone, onError: (error) => setLines(linesOf(error)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Rule row">
      <Stack>
        <ErrorLines lines={lines} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <StateSelect value={form.state} onChange={(value) => set('state', value)} />
          <DateField
            label="Effective from"
            required
            value={form.effectiveFrom}
            onChange={(day) => set('effectiveFrom', day)}
          />
          <TextInput
            label="Source (statute or page)"
            required
            placeholder="Tex. Tax Code 155.0415"
            maxLength={200}
            value={form.citation}
            onChange={(e) => set('citation', e.currentTarget.value)}
          />
          <TextInput
            label="Source address"
            placeholder="https://…"
            maxLength={500}
            value={form.url}
            onChange={(e) => set('url', e.currentTarget.value)}
          />
        </SimpleGrid>
        <MultiSelect
          label="A retailer there needs"
          placeholder={form.retailerNeeds.length ? undefined : 'No license'}
          data={needsOptions}
          value={form.retailerNeeds}
          onChange={(kinds) => set('retailerNeeds', kinds as LicenseKind[])}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="The company may sell"
            data={saleOptions}
            value={form.directSale}
            allowDeselect={false}
            onChange={(value) => set('directSale', value ?? 'open')}
            comboboxProps={{ withinPortal: true }}
          />
          {form.directSale !== 'open' && (
            <Select
              label="The permit it needs"
              data={permitOptions}
              value={form.permitKind}
              allowDeselect={false}
              onChange={(value) => set('permitKind', (value ?? 'distributor') as PermitKind)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        </SimpleGrid>
        <Textarea
          label="What the rule says, in a sentence"
          required
          maxLength={500}
          autosize
          minRows={2}
          value={form.summary}
          onChange={(e) => set('summary', e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} mih={44}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending} mih={44}>
            Add rule row
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
