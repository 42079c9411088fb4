import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { licenseRuleSchema } from '../../../../domain/compliance/license-rules';
import { licenseKindLabels, licenseKinds, type LicenseKind } from '../../../../domain/compliance/licenses';
import { permitKindLabels, permitKinds, type PermitKind } from '../../../../domain/compliance/permits';
import { useAddLicenseRule } from '../hooks/useCompliance';
import { RuleRowForm } from './RuleRowForm';

const needsOptions = licenseKinds.map((kind) => ({ value: kind, label: licenseKindLabels[kind] }));
const permitOptions = permitKinds.map((kind) => ({ value: kind, label: permitKindLabels[kind] }));
const saleOptions = [
  { value: 'open', label: 'To any shop' },
  {
    value: 'permit-or-distributors',
    label: 'Only with a permit here; without one, only to permitted distributors',
  },
];

/** A new dated row of a state's licensing rule: who needs which license, and to whom the company may sell. */
export function RuleForm({ state, onDone }: { state: string | null; onDone: () => void }) {
  const [form, setForm] = useState({
    retailerNeeds: [] as LicenseKind[],
    directSale: 'open',
    permitKind: 'distributor' as PermitKind,
  });
  const add = useAddLicenseRule();
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  return (
    <RuleRowForm
      label="Rule row"
      state={state}
      citationPlaceholder="Tex. Tax Code 155.0415"
      schema={licenseRuleSchema}
      add={add}
      onDone={onDone}
      toInput={(common) => ({
        ...common,
        retailerNeeds: form.retailerNeeds,
        directSale:
          form.directSale === 'open'
            ? { kind: 'open' as const }
            : { kind: 'permit-or-distributors' as const, permitKind: form.permitKind },
      })}
    >
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
    </RuleRowForm>
  );
}
