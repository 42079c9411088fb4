import { MultiSelect } from '@mantine/core';
import { usStateCodes } from '../../../../domain/constants/states';

/** The state restriction of a rep: one or more US state codes. */
export function StatesSelect({ value, onChange }: { value: string[]; onChange: (states: string[]) => void }) {
  return (
    <MultiSelect
      label="States"
      description="A rep sees only customers, orders and documents of these states"
      placeholder={value.length ? undefined : 'Choose states'}
      data={[...usStateCodes]}
      value={value}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
    />
  );
}
