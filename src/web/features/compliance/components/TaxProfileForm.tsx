import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  taxKindLabels,
  taxKinds,
  type TaxKind,
  type TaxProfileFields,
  type TaxProfileScope,
} from '../../../../domain/compliance/item-profiles';
import {
  taxProfileFormSchema,
  taxProfileFormValues,
  type TaxProfileFormValues,
} from '../../../../domain/compliance/tax-profile-form';
import { errorLines } from '../../../../domain/users/schemas';
import { ErrorLines, linesOf } from '../../../ui/ErrorLines';
import { useSaveTaxProfile } from '../hooks/useCompliance';

const kindOptions = taxKinds.map((kind) => ({ value: kind, label: taxKindLabels[kind] }));
const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const toYesNo = (value: boolean | null) => (value === null ? null : value ? 'yes' : 'no');
const fromYesNo = (value: string | null) => (value === null ? null : value === 'yes');
const numberOrNull = (value: number | string) => (value === '' ? null : Number(value));

type Flag = 'handmade' | 'wholeLeafWrapper' | 'nonTobaccoIngredients';
const flags: [Flag, string][] = [
  ['handmade', 'Handmade'],
  ['wholeLeafWrapper', 'Whole-leaf wrapper'],
  ['nonTobaccoIngredients', 'Ingredients other than tobacco'],
];

/**
 * A brand's or an item's tax fields. Prices are typed in dollars and sent in cents through the one
 * schema both sides share (`taxProfileFormSchema`); a field left empty on an item takes its brand's
 * value, shown as the placeholder.
 */
export function TaxProfileForm({
  scope,
  profileKey,
  fields,
  inherited,
  onDone,
}: {
  scope: TaxProfileScope;
  profileKey: string;
  fields: TaxProfileFields | null;
  /** The brand's resolved values, for an item's placeholders. */
  inherited?: TaxProfileFields | null;
  onDone: () => void;
}) {
  const [form, setForm] = useState<TaxProfileFormValues>(() => taxProfileFormValues(fields));
  const [lines, setLines] = useState<string[]>([]);
  const save = useSaveTaxProfile();
  const from = taxProfileFormValues(inherited ?? null);
  const set = <K extends keyof TaxProfileFormValues>(key: K, value: TaxProfileFormValues[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const hint = (value: unknown) =>
    value === null || value === undefined ? undefined : `Brand: ${String(value)}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = taxProfileFormSchema.safeParse(form);
    if (!result.success) return setLines(errorLines(result.error.issues));
    setLines([]);
    save.mutate(
      { scope, key: profileKey, fields: result.data },
      { onSuccess: onDone, onError: (error) => setLines(linesOf(error)) },
    );
  };

  const number = (
    key: 'cigarsPerUnit' | 'poundsPerThousand' | 'ouncesPerUnit',
    label: string,
    decimals: number,
  ) => (
    <NumberInput
      label={label}
      min={0}
      decimalScale={decimals}
      allowNegative={false}
      placeholder={hint(from[key])}
      value={form[key] ?? ''}
      onChange={(value) => set(key, numberOrNull(value))}
    />
  );
  const money = (key: 'listPrice' | 'wholesalePrice', label: string) => {
    const brand = from[key];
    return (
      <NumberInput
        label={label}
        prefix="$"
        min={0}
        decimalScale={2}
        fixedDecimalScale
        thousandSeparator=","
        allowNegative={false}
        placeholder={brand === null ? undefined : `Brand: $${brand.toFixed(2)}`}
        value={form[key] ?? ''}
        onChange={(value) => set(key, numberOrNull(value))}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Tax profile">
      <Stack>
        <ErrorLines lines={lines} />
        <Select
          label="What it is"
          data={kindOptions}
          clearable
          placeholder={from.kind ? `Brand: ${taxKindLabels[from.kind]}` : 'Not set'}
          value={form.kind}
          onChange={(value) => set('kind', value as TaxKind | null)}
          comboboxProps={{ withinPortal: true }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {number('cigarsPerUnit', 'Cigars per unit', 0)}
          {number('poundsPerThousand', 'Pounds per thousand cigars', 2)}
          {number('ouncesPerUnit', 'Ounces per unit', 3)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {flags.map(([key, label]) => (
            <Select
              key={key}
              label={label}
              data={yesNo}
              clearable
              placeholder={from[key] === null ? 'Not set' : `Brand: ${from[key] ? 'Yes' : 'No'}`}
              value={toYesNo(form[key])}
              onChange={(value) => set(key, fromYesNo(value))}
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {money('listPrice', 'List price of one unit')}
          {money('wholesalePrice', 'Wholesale price of one unit')}
        </SimpleGrid>
        {scope === 'brand' && (
          <Text size="sm" c="dimmed">
            Sets these fields for every item of the brand; an item’s own value wins.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} mih={44}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} mih={44}>
            Save tax profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
