import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { companySchema } from '../../../../domain/settings/company';
import { errorLines } from '../../../../domain/users/schemas';
import type { SettingEntry } from '../api/admin';
import { useSaveSetting } from '../hooks/useAdmin';
import { ErrorLines, linesOf } from '../../../ui/ErrorLines';

type Company = ReturnType<typeof companySchema.parse>;

/** The company details printed on estimates, invoices, sales orders and credit memos. */
export function CompanySettingForm({ setting }: { setting: SettingEntry }) {
  const company = setting.value as Company;
  const [draft, setDraft] = useState({ ...company, address: company.addressLines.join('\n') });
  const [lines, setLines] = useState<string[]>([]);
  const save = useSaveSetting('company');
  const set = (key: keyof typeof draft, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { address, ...rest } = draft;
    const result = companySchema.safeParse({
      ...rest,
      addressLines: address
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    });
    if (!result.success) {
      setLines(
        errorLines(result.error.issues.map((i) => ({ message: `${i.path.join('.')}: ${i.message}` }))),
      );
      return;
    }
    setLines([]);
    save.mutate(result.data, { onError: (error) => setLines(linesOf(error)) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Company details">
      <Stack>
        <ErrorLines lines={lines} />
        <TextInput
          label="Company name"
          required
          maxLength={120}
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <Textarea
          label="Address"
          description="Up to 4 lines"
          autosize
          minRows={2}
          value={draft.address}
          onChange={(e) => set('address', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Phone"
            maxLength={40}
            value={draft.phone}
            onChange={(e) => set('phone', e.currentTarget.value)}
          />
          <TextInput
            label="Email"
            maxLength={120}
            value={draft.email}
            onChange={(e) => set('email', e.currentTarget.value)}
          />
          <TextInput
            label="Website"
            maxLength={120}
            value={draft.website}
            onChange={(e) => set('website', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {setting.updatedAt
              ? `Last saved ${new Date(setting.updatedAt).toLocaleString()}`
              : 'Using the default'}
          </Text>
          <Button type="submit" loading={save.isPending}>
            Save company details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
