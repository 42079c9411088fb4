import { Select, TextInput } from '@mantine/core';
import { usStateCodes, usStateNames } from '../../../../domain/constants/states';

/** The 55 codes with their names, for a state picker. */
export const stateOptions = usStateCodes.map((code) => ({
  value: code,
  label: `${code} — ${usStateNames[code]}`,
}));

export function StateSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (state: string | null) => void;
}) {
  return (
    <Select
      label="State"
      required
      searchable
      data={stateOptions}
      value={value}
      onChange={onChange}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A calendar date typed or picked; empty is null (an open date). */
export function DateField({
  label,
  value,
  onChange,
  required,
}: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
  required?: boolean;
}) {
  return (
    <TextInput
      type="date"
      label={label}
      required={required}
      value={value ?? ''}
      onChange={(e) => onChange(e.currentTarget.value || null)}
    />
  );
}
