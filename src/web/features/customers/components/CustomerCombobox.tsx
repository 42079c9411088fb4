import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { announce } from '../../../ui/Announcer';
import { searchMaxLength, type CustomerSummary } from '../api/customers';
import { useCustomerSearch } from '../hooks/useCustomers';
import { CustomerResult } from './CustomerResult';
import { customerName } from '../../../../domain/customers/names';

interface CustomerComboboxProps {
  label?: string;
  placeholder?: string;
  /** Shown in the input when nothing is being typed (the picked customer). */
  display?: string;
  onPick(customer: CustomerSummary): void;
  isDisabled?(customer: CustomerSummary): boolean;
  /** Empties the input after a pick (the top bar search). */
  clearOnPick?: boolean;
}

/**
 * A text input with server search results below it (offline, the customers kept on this device);
 * arrows move, Enter picks, Escape closes.
 */
export function CustomerCombobox({
  label,
  placeholder = 'Search customers',
  display = '',
  onPick,
  isDisabled = () => false,
  clearOnPick = false,
}: CustomerComboboxProps) {
  const [text, setText] = useState<string | null>(null);
  const typed = text ?? '';
  const search = useCustomerSearch(typed);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // The number of results is said once per result list (the arrows then read each one).
  const hasQuery = typed.trim().length > 0;
  useEffect(() => {
    if (!hasQuery || !search.settled || search.error) return;
    const n = search.customers.length;
    announce(n === 0 ? 'No customers found' : n === 1 ? '1 customer found' : `${n} customers found`);
  }, [hasQuery, search.settled, search.error, search.customers]);

  useEffect(() => {
    if (search.settled && search.customers.length > 0) combobox.selectFirstOption();
    // Only a new result list moves the highlight back to the first entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search.customers, search.settled]);

  const pick = (listId: string) => {
    const customer = search.customers.find((c) => c.listId === listId);
    if (!customer || isDisabled(customer)) return;
    onPick(customer);
    setText(clearOnPick ? '' : null);
    combobox.closeDropdown();
  };

  const showEmpty =
    typed.trim().length > 0 && search.settled && !search.error && search.customers.length === 0;

  return (
    <Combobox store={combobox} onOptionSubmit={pick} withinPortal>
      <Combobox.Target>
        <TextInput
          label={label}
          aria-label={label ? undefined : placeholder}
          placeholder={placeholder}
          value={text ?? display}
          maxLength={searchMaxLength}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={search.loading ? <Loader size={16} /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            if (!clearOnPick) setText(null);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={typed.trim().length === 0}>
        {search.onDevice && (
          <Combobox.Header>
            <Text size="xs" c="dimmed">
              Humidor cannot be reached: customers kept on this device
            </Text>
          </Combobox.Header>
        )}
        <Combobox.Options mah={420} style={{ overflowY: 'auto' }} aria-label="Customer search results">
          {search.error ? (
            <Combobox.Empty>{search.error.message}</Combobox.Empty>
          ) : showEmpty ? (
            <Combobox.Empty>No results</Combobox.Empty>
          ) : (
            search.customers.map((customer) => (
              <Combobox.Option
                key={customer.listId}
                value={customer.listId}
                disabled={isDisabled(customer)}
                aria-label={customerName(customer)}
              >
                <CustomerResult customer={customer} />
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
