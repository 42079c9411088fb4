import { Badge, Group, Stack, Text } from '@mantine/core';
import { customerName } from '../../../../domain/customers/names';
import type { CustomerSummary } from '../api/customers';

/**
 * One search result: the customer's name (as every screen names it, decision 0254), its company
 * when that reads otherwise, contact, city and state, account number, and 'INACTIVE' when it is.
 */
export function CustomerResult({ customer }: { customer: CustomerSummary }) {
  const name = customerName(customer);
  const company = customer.companyName && customer.companyName !== name ? customer.companyName : null;
  const contact = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const place = [customer.city, customer.state].filter(Boolean).join(', ');
  return (
    <Stack gap={0}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text fw={600} size="sm" truncate>
          {name}
        </Text>
        {!customer.isActive && (
          <Badge color="red" variant="light" size="sm" style={{ flexShrink: 0 }}>
            INACTIVE
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {[company, contact, place, customer.accountNumber && `#${customer.accountNumber}`]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}
