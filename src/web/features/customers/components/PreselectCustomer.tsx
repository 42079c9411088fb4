import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api';
import { ErrorState, readFailed } from '../../../ui/PageState';
import type { CustomerSummary } from '../api/customers';
import { useCustomer } from '../hooks/useCustomers';

/**
 * Loads the customer a form starts with (`?customerListID=`, or a refused write reopened from
 * /outbox) once and hands it to the form; one the user no longer sees is said so, not shown as an error.
 */
export function PreselectCustomer({
  listId,
  onLoaded,
}: {
  listId: string;
  onLoaded(customer: CustomerSummary): void;
}) {
  const customer = useCustomer(listId);
  const done = useRef(false);
  useEffect(() => {
    if (!customer.data || done.current) return;
    done.current = true;
    onLoaded(customer.data);
  }, [customer.data, onLoaded]);
  if (customer.error instanceof ApiError && (customer.error.status === 403 || customer.error.status === 404))
    return (
      <Alert color="orange" mb="md" role="alert">
        You no longer see this customer (it is outside your states or was removed). Choose another customer.
      </Alert>
    );
  return readFailed(customer) ? <ErrorState error={customer.error} /> : null;
}
