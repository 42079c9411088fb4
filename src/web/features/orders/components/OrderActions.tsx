import { Alert, Button, Group } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowsExchange, IconFileDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { nextOrderStatus, orderStatusLabels } from '../../../../domain/orders/constants';
import { ApiError } from '../../../lib/api';
import type { Order } from '../api/orders';
import { useChangeOrderStatus, useDeleteOrder } from '../hooks/useOrders';

const statusChangeError = 'There has been an error.';

/** What the order delete result page shows: success, or the failure's code. */
type DeleteResult = { ok: true } | { ok: false; code: string };

/** Download Estimate PDF, 'Change status' (privileged users) and Delete (the author). */
export function OrderActions({
  order,
  canChangeStatus,
  canDelete,
  onEstimate,
  estimatePending,
  onDeleted,
}: {
  order: Order;
  canChangeStatus: boolean;
  canDelete: boolean;
  onEstimate(): void;
  estimatePending: boolean;
  onDeleted(result: DeleteResult): void;
}) {
  const status = useChangeOrderStatus(order.id);
  const remove = useDeleteOrder();
  const [statusFailed, setStatusFailed] = useState(false);
  const next = nextOrderStatus(order.status);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete order',
      children: 'Are you sure you want to DELETE this order?',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      // mutateAsync, not mutate's callbacks: refetching the deleted order unmounts this component
      // before the mutation settles, and per-call callbacks of an unmounted observer never run.
      onConfirm: () =>
        void remove.mutateAsync(order.id).then(
          () => onDeleted({ ok: true }),
          (error: unknown) =>
            onDeleted({ ok: false, code: error instanceof ApiError ? error.code : 'NETWORK' }),
        ),
    });

  const confirmStatusChange = () =>
    modals.openConfirmModal({
      title: 'Change status',
      children: `Change this order's status from ${orderStatusLabels[order.status]} to ${orderStatusLabels[next]}?`,
      labels: { confirm: `Set to ${orderStatusLabels[next]}`, cancel: 'Cancel' },
      // Enter confirms from the first focused button; Escape cancels
      confirmProps: { 'data-autofocus': true },
      // mutateAsync, as for Delete: mutate's per-call onError is dropped when the observer has no
      // listener at the moment the answer lands, and the failure would then go unsaid.
      onConfirm: () => {
        setStatusFailed(false);
        void status.mutateAsync(next).catch(() => setStatusFailed(true));
      },
    });

  return (
    <>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconFileDownload size={16} />}
          loading={estimatePending}
          onClick={onEstimate}
        >
          Download Estimate PDF
        </Button>
        {canChangeStatus && (
          <Button
            variant="default"
            leftSection={<IconArrowsExchange size={16} />}
            loading={status.isPending}
            title={`Set to ${orderStatusLabels[next]}`}
            onClick={confirmStatusChange}
          >
            Change status
          </Button>
        )}
        {canDelete && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={confirmDelete}
          >
            Delete
          </Button>
        )}
      </Group>
      {statusFailed && (
        <Alert color="red" role="alert" mt="sm">
          {statusChangeError}
        </Alert>
      )}
    </>
  );
}
