import { Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  exciseRuleSchema,
  priceBases,
  priceBaseWords,
  taxedKinds,
  type ExciseRuleInput,
  type KindTaxInput,
  type PriceBase,
  type TaxedKind,
} from '../../../../domain/compliance/excise/rules';
import { taxKindLabels } from '../../../../domain/compliance/item-profiles';
import { useAddExciseRule } from '../hooks/useCompliance';
import { RuleRowForm } from './RuleRowForm';

/** The ways of taxing a kind the form offers (decision 0309); brackets and tiers are written by Humidor's rows. */
type FormMethod = 'ad-valorem' | 'per-ounce' | 'exempt' | 'not-on-file';
const methodOptions: { value: FormMethod; label: string }[] = [
  { value: 'ad-valorem', label: 'A share of a price' },
  { value: 'per-ounce', label: 'An amount per ounce' },
  { value: 'exempt', label: 'Not taxed' },
  { value: 'not-on-file', label: 'No figure on file (a gap)' },
];
const baseOptions = priceBases.map((base) => ({ value: base, label: priceBaseWords[base] }));

interface KindFields {
  method: FormMethod;
  base: PriceBase;
  percent: string;
  cap: string;
  amount: string;
  why: string;
}
const blankKind: KindFields = {
  method: 'not-on-file',
  base: 'wholesale',
  percent: '',
  cap: '',
  amount: '',
  why: '',
};

/** A kind's fields as the rule schema takes them: empty text left out, so the schema names what is missing. */
function kindTax(fields: KindFields): KindTaxInput {
  switch (fields.method) {
    case 'ad-valorem':
      return {
        method: 'ad-valorem',
        base: fields.base,
        percent: fields.percent,
        ...(fields.cap.trim() ? { capPerCigar: fields.cap } : {}),
      };
    case 'per-ounce':
      return { method: 'per-ounce', amount: fields.amount };
    default:
      return { method: fields.method, why: fields.why };
  }
}

function KindRow({
  kind,
  fields,
  onChange,
}: {
  kind: TaxedKind;
  fields: KindFields;
  onChange: (fields: KindFields) => void;
}) {
  const set = <K extends keyof KindFields>(key: K, value: KindFields[K]) =>
    onChange({ ...fields, [key]: value });
  const label = taxKindLabels[kind];
  return (
    <Stack gap={6} aria-label={label} role="group">
      <Text fw={600} size="sm">
        {label}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={`How ${label.toLowerCase()} is taxed`}
          data={methodOptions}
          value={fields.method}
          allowDeselect={false}
          onChange={(value) => set('method', (value ?? 'not-on-file') as FormMethod)}
          comboboxProps={{ withinPortal: true }}
        />
        {fields.method === 'ad-valorem' && (
          <Select
            label={`${label}: share of`}
            data={baseOptions}
            value={fields.base}
            allowDeselect={false}
            onChange={(value) => set('base', (value ?? 'wholesale') as PriceBase)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {fields.method === 'ad-valorem' && (
          <TextInput
            label={`${label}: percent`}
            placeholder="95"
            inputMode="decimal"
            value={fields.percent}
            onChange={(e) => set('percent', e.currentTarget.value)}
          />
        )}
        {fields.method === 'ad-valorem' && (kind === 'cigar' || kind === 'little-cigar') && (
          <TextInput
            label={`${label}: at most, a cigar ($)`}
            placeholder="0.65"
            inputMode="decimal"
            value={fields.cap}
            onChange={(e) => set('cap', e.currentTarget.value)}
          />
        )}
        {fields.method === 'per-ounce' && (
          <TextInput
            label={`${label}: dollars per ounce`}
            placeholder="1.22"
            inputMode="decimal"
            value={fields.amount}
            onChange={(e) => set('amount', e.currentTarget.value)}
          />
        )}
        {(fields.method === 'exempt' || fields.method === 'not-on-file') && (
          <TextInput
            label={`${label}: why`}
            maxLength={200}
            value={fields.why}
            onChange={(e) => set('why', e.currentTarget.value)}
          />
        )}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * A new dated row of a state's excise tax (decision 0308): who remits, and for each kind a share of
 * a price (with a cap a cigar), an amount per ounce, not taxed, or no figure on file. Checked by the
 * same schema as the API; a change in the law is a new row, never an edit.
 */
export function ExciseRuleForm({ state, onDone }: { state: string | null; onDone: () => void }) {
  const [form, setForm] = useState({
    remitter: 'company' as 'company' | 'purchaser',
    purchaserWords: '',
  });
  const [kinds, setKinds] = useState<Record<TaxedKind, KindFields>>(
    () => Object.fromEntries(taxedKinds.map((kind) => [kind, blankKind])) as Record<TaxedKind, KindFields>,
  );
  const add = useAddExciseRule();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  return (
    <RuleRowForm
      label="Excise rule row"
      state={state}
      citationPlaceholder="RCW 82.26.020"
      schema={exciseRuleSchema}
      add={add}
      onDone={onDone}
      toInput={(common): ExciseRuleInput =>
        form.remitter === 'purchaser'
          ? { ...common, remitter: 'purchaser', purchaserWords: form.purchaserWords }
          : {
              ...common,
              remitter: 'company',
              kinds: Object.fromEntries(taxedKinds.map((kind) => [kind, kindTax(kinds[kind])])) as Record<
                TaxedKind,
                KindTaxInput
              >,
            }
      }
      note={
        <Text size="xs" c="dimmed">
          Per-thousand brackets, caps by price tier, surcharges and a state’s premium-cigar test come with
          Humidor’s own rows; a change to one of those is added through the API with the same checks.
        </Text>
      }
    >
      <Select
        label="Who remits the tax"
        data={[
          { value: 'company', label: 'The company collects and remits it' },
          { value: 'purchaser', label: 'The purchaser remits it (the order says so in words)' },
        ]}
        value={form.remitter}
        allowDeselect={false}
        onChange={(value) => set('remitter', (value ?? 'company') as 'company' | 'purchaser')}
        comboboxProps={{ withinPortal: true }}
      />
      {form.remitter === 'purchaser' ? (
        <Textarea
          label="What the order tells the purchaser"
          required
          maxLength={300}
          autosize
          minRows={2}
          value={form.purchaserWords}
          onChange={(e) => set('purchaserWords', e.currentTarget.value)}
        />
      ) : (
        taxedKinds.map((kind) => (
          <KindRow
            key={kind}
            kind={kind}
            fields={kinds[kind]}
            onChange={(fields) => setKinds((k) => ({ ...k, [kind]: fields }))}
          />
        ))
      )}
    </RuleRowForm>
  );
}
