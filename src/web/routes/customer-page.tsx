import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconNote, IconShoppingCart } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { CustomerRecordsTabs } from '../features/customer-records';
import { SalesPanel, StatsTab } from '../features/customer-stats';
import { useCustomer } from '../features/customers';
import type { CustomerDetail } from '../features/customers';
import { TransactionDocuments } from '../features/documents';
import { HistoryPanel } from '../features/history';
import { LapsedLicenseBadge, LicensesSection } from '../features/licenses';
import { OpeningHoursSection } from '../features/visit-planning';
import { CheckInButton, shortDate } from '../features/visits';
import { ApiError } from '../lib/api';
import { ErrorState, Loading, readFailed } from '../ui/PageState';
import { customerName } from '../../domain/customers/names';

/** /customerpage/{ListID}: the customer's header, then the records tabs. */
export default function CustomerPage() {
  const { customerListID = '' } = useParams();
  const customer = useCustomer(customerListID);
  if (customer.isPending) return <Loading />;
  if (readFailed(customer)) {
    const missing = customer.error instanceof ApiError && customer.error.status === 404;
    return missing ? (
      <Alert color="red" title="Customer not found" role="alert">
        {customer.error.message}
      </Alert>
    ) : (
      <ErrorState error={customer.error} />
    );
  }
  return (
    <Stack gap="md">
      <CustomerHeader customer={customer.data} />
      <CustomerRecordsTabs
        listId={customer.data.listId}
        customer={customer.data}
        stats={<StatsTab listId={customer.data.listId} />}
        renderDocuments={(data) => <TransactionDocuments data={data} />}
      />
      <LicensesSection
        listId={customer.data.listId}
        defaultState={customer.data.shipState ?? customer.data.state}
      />
      <OpeningHoursSection listId={customer.data.listId} />
      <SalesPanel listId={customer.data.listId} />
      <HistoryPanel subject="customer" id={customer.data.listId} />
    </Stack>
  );
}

function CustomerHeader({ customer }: { customer: CustomerDetail }) {
  const id = encodeURIComponent(customer.listId);
  const shipCity = customer.shipCity ?? customer.city;
  const shipState = customer.shipState ?? customer.state;
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="xs">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {customerName(customer)}
          </Title>
          {!customer.isActive && <Badge color="red">INACTIVE</Badge>}
          {customer.isTaaMember && <Badge color="grape">TAA MEMBER</Badge>}
          <LapsedLicenseBadge listId={customer.listId} />
        </Group>
        <Text c="gray.7" data-testid="customer-subtitle">
          {[
            customer.accountNumber && `Account # ${customer.accountNumber}`,
            [shipCity, shipState].filter(Boolean).join(', '),
            `Last visit: ${shortDate(customer.lastVisitAt)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      <Group gap="xs" wrap="wrap">
        <CheckInButton target={{ customerId: customer.listId, customerName: customerName(customer) }} />
        {customer.isActive ? (
          <Button
            component={Link}
            to={`/ordercreate?customerListID=${id}`}
            leftSection={<IconShoppingCart size={18} />}
          >
            ADD ORDER
          </Button>
        ) : (
          <Button disabled leftSection={<IconShoppingCart size={18} />} title="This account is inactive">
            ADD ORDER
          </Button>
        )}
        <Button
          component={Link}
          to={`/notecreate?customerListID=${id}`}
          variant="light"
          leftSection={<IconNote size={18} />}
        >
          ADD NOTE
        </Button>
      </Group>
    </Group>
  );
}
