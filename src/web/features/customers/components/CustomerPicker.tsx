import { CloseButton, Group, Text } from '@mantine/core';
import type { CustomerSummary } from '../api/customers';
import { CustomerCombobox } from './CustomerCombobox';
import { customerName } from '../../../../domain/customers/names';

interface CustomerPickerProps {
  value: CustomerSummary | null;
  onChange(customer: CustomerSummary | null): void;
  /** Inactive customers show 'INACTIVE' and cannot be chosen. */
  disableInactive?: boolean;
  label?: string;
}

/** Choose a customer through the customer search (forms: notes, orders). */
export function CustomerPicker({
  value,
  onChange,
  disableInactive = false,
  label = 'Customer',
}: CustomerPickerProps) {
  return (
    <div>
      <CustomerCombobox
        label={label}
        placeholder="Search by company, contact, account number or city"
        display={value ? customerName(value) : ''}
        onPick={onChange}
        isDisabled={(customer) => disableInactive && !customer.isActive}
      />
      {value && (
        <Group gap="xs" mt={4} wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {[
              value.accountNumber && `#${value.accountNumber}`,
              [value.city, value.state].filter(Boolean).join(', '),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <CloseButton size="sm" aria-label="Clear customer" onClick={() => onChange(null)} />
        </Group>
      )}
    </div>
  );
}
