import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { newCustomerInfoSchema, type NewCustomerInfo } from '../../../../domain/orders/schemas';
import type { Prospect } from '../api/prospects';
import { useProspectToCustomer } from '../hooks/useProspects';

const fields: { key: keyof NewCustomerInfo; label: string }[] = [
  { key: 'name', label: 'Customer name' },
  { key: 'street', label: 'Street address' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'zip', label: 'ZIP code' },
  { key: 'phone', label: 'Phone' },
  { key: 'firstName', label: 'Contact first name' },
  { key: 'lastName', label: 'Contact last name' },
  { key: 'email', label: 'Contact email' },
];

/** The new customer as the prospect knows it: the rep completes the contact. */
const customerOf = (p: Prospect): NewCustomerInfo =>
  newCustomerInfoSchema.parse({
    name: p.name,
    street: p.address,
    city: p.city,
    state: p.state,
    zip: p.zip,
    phone: p.phone ?? '',
  });

/**
 * Turn a prospect into a customer (decision 0323): the customer's details, checked by the same
 * schema the order form's new customer uses, kept and marked waiting for QuickBooks.
 */
export function ToCustomerForm({ prospect, onDone }: { prospect: Prospect; onDone(): void }) {
  const [customer, setCustomer] = useState<NewCustomerInfo>(() => customerOf(prospect));
  const turn = useProspectToCustomer();
  const checked = newCustomerInfoSchema.safeParse(customer);
  const issueOf = (key: keyof NewCustomerInfo) =>
    checked.success ? undefined : checked.error.issues.find((issue) => issue.path[0] === key)?.message;
  return (
    <Stack gap="sm">
      <Text size="sm">
        The customer is kept here and waits for QuickBooks; it is added there as a new customer.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map(({ key, label }) => (
          <TextInput
            key={key}
            label={label}
            value={customer[key]}
            required={key === 'name'}
            error={issueOf(key)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setCustomer((before) => ({ ...before, [key]: value }));
            }}
          />
        ))}
      </SimpleGrid>
      {turn.isError && (
        <Alert color="red" role="alert">
          {turn.error.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          mih={44}
          disabled={!checked.success || customer.name.trim() === ''}
          loading={turn.isPending}
          onClick={() =>
            checked.success && turn.mutate({ id: prospect.id, customer: checked.data }, { onSuccess: onDone })
          }
        >
          Make it a customer
        </Button>
      </Group>
    </Stack>
  );
}
