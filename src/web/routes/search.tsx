import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CustomerPicker } from '../features/customers';
import { useEnvironment } from '../features/environment';
import { SearchForm, SearchResults } from '../features/search';
import type { SearchFilters, SearchKind } from '../features/search';
import { PageHeader } from '../ui/PageHeader';

/** The search and its filters live in the address, so a search can be shared, reloaded and gone back to. */
function filtersOf(params: URLSearchParams): SearchFilters {
  const optional = (key: string) => params.get(key) || undefined;
  const kinds = params.getAll('kind') as SearchKind[];
  return {
    q: params.get('q') ?? '',
    ...(kinds.length ? { kind: kinds } : {}),
    ...(optional('authorId') ? { authorId: optional('authorId') } : {}),
    ...(optional('customerListId') ? { customerListId: optional('customerListId') } : {}),
    ...(optional('from') ? { from: optional('from') } : {}),
    ...(optional('to') ? { to: optional('to') } : {}),
  };
}

function toParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value)) value.forEach((v: string) => params.append(key, v));
    else if (value) params.set(key, String(value));
  }
  return params;
}

/** /search: everything written (notes, comments, descriptions, contacts, order instructions), scoped like the screens. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const environment = useEnvironment();
  const authors = (environment.data?.users ?? []).filter((u) => u.active);
  // The picked customer's name rides in the address beside its ID, so a reload shows it unasked.
  const picked = filters.customerListId
    ? {
        listId: filters.customerListId,
        fullName: params.get('customerName') ?? filters.customerListId,
        companyName: null,
        firstName: null,
        lastName: null,
        city: null,
        state: null,
        accountNumber: null,
        isActive: true,
      }
    : null;
  const withCustomer = (next: URLSearchParams) => {
    if (filters.customerListId) {
      next.set('customerListId', filters.customerListId);
      next.set('customerName', picked?.fullName ?? '');
    }
    return next;
  };

  return (
    <Stack gap="md">
      <PageHeader
        title="Search"
        subtitle="Notes, comments, customer descriptions, contacts and order instructions"
      />
      <SearchForm
        key={params.toString()}
        initial={filters}
        authors={authors}
        onSearch={(next) => setParams(withCustomer(toParams(next)))}
        customerFilter={
          <CustomerPicker
            value={picked}
            onChange={(c) => {
              const next = toParams({ ...filters, customerListId: undefined });
              if (c) {
                next.set('customerListId', c.listId);
                next.set('customerName', c.fullName);
              }
              setParams(next);
            }}
          />
        }
      />
      <SearchResults filters={filters} />
    </Stack>
  );
}
