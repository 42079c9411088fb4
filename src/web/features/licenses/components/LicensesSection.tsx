import { ActionIcon, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { stateNameOf } from '../../../../domain/constants/states';
import {
  licenseCheckLabels,
  licenseKindLabels,
  type CustomerLicense,
} from '../../../../domain/compliance/licenses';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { touchLinkStyle } from '../../../ui/touch';
import { useDeleteLicense, useLicenses } from '../hooks/useLicenses';
import { dayWords, todayOnDevice } from '../lib/standing';
import { LicenseModal } from './LicenseModal';
import { LicenseStandingBadge } from './LicenseStandingBadge';

const checkedWhen = (at: string) =>
  new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function LicenseCard({
  license,
  day,
  onEdit,
  onDelete,
}: {
  license: CustomerLicense;
  day: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const title = `${stateNameOf(license.state)} · ${licenseKindLabels[license.kind]}`;
  return (
    <Card withBorder padding="sm" data-testid="license">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
              {license.locality ? ` (${license.locality})` : ''}
            </Text>
            <LicenseStandingBadge license={license} day={day} />
          </Group>
          <Text size="sm">
            No. <span data-testid="license-number">{license.number}</span>
          </Text>
          <Text size="sm">
            Issued {license.issuedOn ? dayWords(license.issuedOn) : '—'} · Expires{' '}
            {license.expiresOn ? dayWords(license.expiresOn) : '—'}
          </Text>
          <Text size="xs" c="gray.7">
            {licenseCheckLabels[license.check]} · checked {checkedWhen(license.checkedAt)}
            {license.checkedByName ? ` by ${license.checkedByName}` : ''}
          </Text>
          {license.attachmentId && (
            <Anchor
              href={`/api/attachments/${encodeURIComponent(license.attachmentId)}/file`}
              target="_blank"
              rel="noopener"
              size="sm"
              style={touchLinkStyle}
            >
              Open the document
            </Anchor>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Edit license ${license.number}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete license ${license.number}`}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** The customer page's Licenses: each license with its standing, added and changed in a form. */
export function LicensesSection({ listId, defaultState }: { listId: string; defaultState: string | null }) {
  const licenses = useLicenses(listId);
  const remove = useDeleteLicense(listId);
  const [editing, setEditing] = useState<{ license: CustomerLicense | null } | null>(null);
  const day = todayOnDevice();
  const confirmDelete = (license: CustomerLicense) =>
    modals.openConfirmModal({
      title: 'Delete license',
      children: (
        <Text size="sm">
          Delete license {license.number}? It goes to the Trash, from where it can be restored.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(license.id),
    });
  return (
    <Stack gap="xs" data-testid="licenses" component="section" aria-labelledby="licenses-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="licenses-title">
          Licenses
        </Title>
        <Button onClick={() => setEditing({ license: null })}>Add license</Button>
      </Group>
      {licenses.isPending ? (
        <Loading />
      ) : readFailed(licenses) ? (
        <ErrorState error={licenses.error} />
      ) : licenses.data.licenses.length === 0 ? (
        <EmptyState>No licenses on file</EmptyState>
      ) : (
        licenses.data.licenses.map((license) => (
          <LicenseCard
            key={license.id}
            license={license}
            day={day}
            onEdit={() => setEditing({ license })}
            onDelete={() => confirmDelete(license)}
          />
        ))
      )}
      {remove.error && <ErrorState error={remove.error} />}
      {editing && (
        <LicenseModal
          listId={listId}
          license={editing.license}
          defaultState={defaultState}
          documents={licenses.data?.documents ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
