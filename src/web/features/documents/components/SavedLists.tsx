import {
  Button,
  Center,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { transactionFiltersSchema } from '../../../../domain/documents/contract';
import { customerSorts, type CustomerSort, type DocumentFilters } from '../api/documents';
import { useCreditMemoList, useCustomerList, useInvoiceList } from '../hooks/useDocuments';
import { CreditMemoTable, CustomerTable, InvoiceTable } from './DocumentTables';

const listTypes = ['Customer-List', 'Invoice-List', 'Credit-Memo-List'] as const;
type ListType = (typeof listTypes)[number];

const customerSortLabels: Record<CustomerSort, string> = {
  name: 'Name',
  nameDesc: 'Name Desc',
  city: 'City',
  cityDesc: 'City Desc',
  state: 'State',
  stateDesc: 'State Desc',
  contact: 'Contact',
  contactDesc: 'Contact Desc',
  zip: 'ZIP',
  zipDesc: 'ZIP Desc',
};

function LoadMore({
  hasMore,
  loading,
  onMore,
  noMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  noMore: string;
}) {
  return (
    <Center>
      <Button variant="default" onClick={onMore} disabled={!hasMore} loading={loading}>
        {hasMore ? 'Load more' : noMore}
      </Button>
    </Center>
  );
}

function DocumentFilterFields({
  filters,
  onChange,
  withTotal,
  errors,
}: {
  filters: DocumentFilters;
  onChange: (f: DocumentFilters) => void;
  /** The shared schema's messages by field, shown beside the field. */
  errors: Partial<Record<keyof DocumentFilters, string>>;
  /** Credit memos also filter by their total. */
  withTotal: boolean;
}) {
  const set = (key: keyof DocumentFilters) => (value: string | number) =>
    onChange({ ...filters, [key]: value === '' ? undefined : String(value) });
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      <TextInput
        label="RefNumber"
        error={errors.refNumber}
        maxLength={60}
        value={filters.refNumber ?? ''}
        onChange={(e) => set('refNumber')(e.currentTarget.value)}
      />
      <TextInput
        label="Customer name"
        error={errors.customerName}
        maxLength={60}
        value={filters.customerName ?? ''}
        onChange={(e) => set('customerName')(e.currentTarget.value)}
      />
      <TextInput
        label="Ship state"
        error={errors.shipState}
        maxLength={2}
        value={filters.shipState ?? ''}
        onChange={(e) => set('shipState')(e.currentTarget.value.toUpperCase())}
      />
      <TextInput
        label="Date from"
        error={errors.dateFrom}
        type="date"
        value={filters.dateFrom ?? ''}
        onChange={(e) => set('dateFrom')(e.currentTarget.value)}
      />
      <TextInput
        label="Date to"
        type="date"
        error={errors.dateTo}
        value={filters.dateTo ?? ''}
        onChange={(e) => set('dateTo')(e.currentTarget.value)}
      />
      <NumberInput
        hideControls
        label="Subtotal from"
        error={errors.subtotalMin}
        value={filters.subtotalMin ?? ''}
        onChange={set('subtotalMin')}
      />
      <NumberInput
        hideControls
        label="Subtotal to"
        error={errors.subtotalMax}
        value={filters.subtotalMax ?? ''}
        onChange={set('subtotalMax')}
      />
      {withTotal && (
        <>
          <NumberInput
            hideControls
            label="Total from"
            error={errors.totalMin}
            value={filters.totalMin ?? ''}
            onChange={set('totalMin')}
          />
          <NumberInput
            hideControls
            label="Total to"
            error={errors.totalMax}
            value={filters.totalMax ?? ''}
            onChange={set('totalMax')}
          />
        </>
      )}
    </SimpleGrid>
  );
}

/** The form checks the filters with the API's own schema, so both refuse the same input. */
function errorsByField(filters: DocumentFilters): Partial<Record<keyof DocumentFilters, string>> {
  const result = transactionFiltersSchema.safeParse(filters);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/** Saved lists: customers, invoices or credit memos with a keyword, a sort and paging. */
export function SavedLists() {
  const [type, setType] = useState<ListType>('Customer-List');
  const [keyword, setKeyword] = useState('');
  const [customerSort, setCustomerSort] = useState<CustomerSort>('name');
  const [filters, setFilters] = useState<DocumentFilters>({ sort: 'date' });
  const [q] = useDebouncedValue(keyword.trim(), 300);
  const combined = useMemo(() => ({ ...filters, q: q || undefined }), [filters, q]);
  const [debouncedFilters] = useDebouncedValue(combined, 300);
  const filterErrors = useMemo(() => errorsByField(filters), [filters]);
  const filtersValid = Object.keys(filterErrors).length === 0;
  const customers = useCustomerList(q, customerSort, type === 'Customer-List');
  const invoiceFilters = useMemo(
    () => ({ ...debouncedFilters, totalMin: undefined, totalMax: undefined }),
    [debouncedFilters],
  );
  const invoices = useInvoiceList(invoiceFilters, type === 'Invoice-List' && filtersValid);
  const memos = useCreditMemoList(debouncedFilters, type === 'Credit-Memo-List' && filtersValid);
  const active = type === 'Customer-List' ? customers : type === 'Invoice-List' ? invoices : memos;

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="List"
          data={[...listTypes]}
          value={type}
          onChange={(v) => v && setType(v as ListType)}
          allowDeselect={false}
        />
        <TextInput
          label="Keyword"
          placeholder="Filter the list"
          maxLength={60}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
        />
        {type === 'Customer-List' ? (
          <Select
            label="Sort"
            data={customerSorts.map((s) => ({ value: s, label: customerSortLabels[s] }))}
            value={customerSort}
            onChange={(v) => v && setCustomerSort(v as CustomerSort)}
            allowDeselect={false}
          />
        ) : (
          <Select
            label="Sort"
            data={[
              { value: 'date', label: 'Date' },
              { value: 'refNumber', label: type === 'Invoice-List' ? 'Invoice #' : 'Credit Memo #' },
            ]}
            value={filters.sort ?? 'date'}
            onChange={(v) => v && setFilters({ ...filters, sort: v as 'date' | 'refNumber' })}
            allowDeselect={false}
          />
        )}
      </Group>
      {type !== 'Customer-List' && (
        <DocumentFilterFields
          filters={filters}
          onChange={setFilters}
          withTotal={type === 'Credit-Memo-List'}
          errors={filterErrors}
        />
      )}
      {type !== 'Customer-List' && !filtersValid ? (
        <Text c="dimmed">Correct the filters above to see the list.</Text>
      ) : active.isPending ? (
        <Loading />
      ) : readFailed(active) ? (
        <ErrorState error={active.error} />
      ) : (
        <>
          {type === 'Customer-List' && (
            <CustomerTable customers={customers.data?.pages.flatMap((p) => p.customers) ?? []} />
          )}
          {type === 'Invoice-List' && (
            <InvoiceTable invoices={invoices.data?.pages.flatMap((p) => p.invoices) ?? []} />
          )}
          {type === 'Credit-Memo-List' && (
            <CreditMemoTable memos={memos.data?.pages.flatMap((p) => p.creditMemos) ?? []} />
          )}
          <LoadMore
            hasMore={Boolean(active.hasNextPage)}
            loading={active.isFetchingNextPage}
            onMore={() => void active.fetchNextPage()}
            noMore={
              type === 'Customer-List'
                ? 'No more customers'
                : type === 'Invoice-List'
                  ? 'No more invoices'
                  : 'No more credit memos'
            }
          />
        </>
      )}
    </Stack>
  );
}
