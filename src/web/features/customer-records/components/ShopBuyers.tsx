import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CustomerContact } from '../../../../domain/customer-records/schemas';
import { formatDocumentDate } from '../../../../domain/documents/format';
import type { Buyer } from '../../../../domain/shop/contract';
import { unreached } from '../../../lib/api';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useBuyers, useInviteBuyer, useRevokeBuyer } from '../hooks/useBuyers';

const statusLabels: Record<Buyer['status'], { label: string; color: string }> = {
  invited: { label: 'Invited', color: 'blue' },
  active: { label: 'Active', color: 'green' },
  expired: { label: 'Invitation expired', color: 'gray' },
  revoked: { label: 'Revoked', color: 'red' },
};

/** On a contact with an email: sends them the shop portal's invitation (a one-time link, 7 days). */
export function InviteToShopButton({ listId, contact }: { listId: string; contact: CustomerContact }) {
  const invite = useInviteBuyer(listId);
  if (!contact.email) return null;
  return (
    <Stack gap={2}>
      <Button size="xs" variant="light" loading={invite.isPending} onClick={() => invite.mutate(contact.id)}>
        Invite to the shop portal
      </Button>
      {invite.isSuccess && (
        <Text size="xs" role="status">
          Invitation sent to {contact.email}
        </Text>
      )}
      {invite.error && <ErrorState error={invite.error} />}
    </Stack>
  );
}

function BuyerCard({ listId, buyer }: { listId: string; buyer: Buyer }) {
  const revoke = useRevokeBuyer(listId);
  const status = statusLabels[buyer.status];
  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: 'Revoke shop portal access',
      children: (
        <Text size="sm">
          {buyer.name} will be signed out at once and cannot sign in again until invited anew.
        </Text>
      ),
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(buyer.id),
    });
  return (
    <Card withBorder padding="sm" data-testid="buyer">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{buyer.name}</Text>
            <Badge size="sm" color={status.color} variant="light">
              {status.label}
            </Badge>
          </Group>
          <Text size="sm">{buyer.email}</Text>
          <Text size="xs" c="gray.7">
            Invited by {buyer.invitedByName} on {formatDocumentDate(buyer.invitedAt)} · Last signed in:{' '}
            {buyer.lastLoginAt ? formatDocumentDate(buyer.lastLoginAt) : 'never'}
          </Text>
          {buyer.revokedAt && (
            <Text size="xs" c="gray.7">
              Revoked by {buyer.revokedByName} on {formatDocumentDate(buyer.revokedAt)}
            </Text>
          )}
        </Stack>
        {buyer.status !== 'revoked' && (
          <Button size="xs" color="red" variant="subtle" loading={revoke.isPending} onClick={confirmRevoke}>
            Revoke
          </Button>
        )}
      </Group>
      {revoke.error && <ErrorState error={revoke.error} />}
    </Card>
  );
}

/** Who of the customer's shop may order in the shop portal, and since when (issue 48). */
export function ShopBuyersList({ listId }: { listId: string }) {
  const buyers = useBuyers(listId);
  // Not in the offline working set: out of signal the section stays away rather than show an error.
  if (buyers.error && unreached(buyers.error) && !buyers.data) return null;
  return (
    <Stack gap="xs" data-testid="shop buyers">
      <Title order={2} size="h5">
        Shop portal buyers
      </Title>
      {buyers.isPending ? (
        <Loading />
      ) : readFailed(buyers) ? (
        <ErrorState error={buyers.error} />
      ) : buyers.data.buyers.length === 0 ? (
        <EmptyState>No one invited yet: invite a contact with an email.</EmptyState>
      ) : (
        buyers.data.buyers.map((buyer) => <BuyerCard key={buyer.id} listId={listId} buyer={buyer} />)
      )}
    </Stack>
  );
}
