import { ActionIcon, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { CustomerContact } from '../../../../domain/customer-records/schemas';
import { formatDocumentDate } from '../../../../domain/documents/format';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { EditableDescription } from '../api/records';
import { useContacts, useDeleteContact, useDeleteDescription, useDescriptions } from '../hooks/useRecords';
import { ContactModal } from './ContactModal';
import { DescriptionModal } from './DescriptionModal';
import { InviteToShopButton } from './ShopBuyers';

function confirmDelete(what: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title: `Delete ${what}`,
    children: <Text size="sm">Are you sure you want to DELETE this {what}?</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

function ListFrame({ title, onNew, children }: { title: string; onNew: () => void; children: ReactNode }) {
  return (
    <Stack gap="xs" data-testid={title.toLowerCase()}>
      <Group justify="space-between">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Button size="xs" onClick={onNew}>
          New
        </Button>
      </Group>
      {children}
    </Stack>
  );
}

function EditDelete({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4}>
      <ActionIcon variant="subtle" aria-label={`Edit ${label}`} onClick={onEdit}>
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${label}`} onClick={onDelete}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

export function ContactsList({ listId }: { listId: string }) {
  const contacts = useContacts(listId);
  const remove = useDeleteContact(listId);
  const [editing, setEditing] = useState<{ contact: CustomerContact | null } | null>(null);
  return (
    <ListFrame title="Contacts" onNew={() => setEditing({ contact: null })}>
      {contacts.isPending ? (
        <Loading />
      ) : readFailed(contacts) ? (
        <ErrorState error={contacts.error} />
      ) : contacts.data.contacts.length === 0 ? (
        <EmptyState>No Contacts</EmptyState>
      ) : (
        contacts.data.contacts.map((c) => {
          const name = [c.firstName, c.middleName, c.lastName].filter(Boolean).join(' ');
          return (
            <Card key={c.id} withBorder padding="sm" data-testid="contact">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={2}>
                  <Text fw={600}>
                    {name}{' '}
                    {c.position !== '-' && (
                      <Text span c="gray.7">
                        · {c.position}
                      </Text>
                    )}
                  </Text>
                  {c.telephone && <Anchor href={`tel:${c.telephone}`}>{c.telephone}</Anchor>}
                  {c.email && <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor>}
                  {c.birthday && (
                    <Text size="sm">
                      Birthday: {c.birthday.month}/{c.birthday.day}
                      {c.birthday.year ? `/${c.birthday.year}` : ''}
                    </Text>
                  )}
                  {c.about && <Text size="sm">{c.about}</Text>}
                  <Text size="xs" c="gray.7">
                    {c.authorName} · {formatDocumentDate(c.updatedAt)}
                  </Text>
                  <InviteToShopButton listId={listId} contact={c} />
                </Stack>
                <EditDelete
                  label={name}
                  onEdit={() => setEditing({ contact: c })}
                  onDelete={() => confirmDelete('contact', () => remove.mutate(c.id))}
                />
              </Group>
            </Card>
          );
        })
      )}
      {remove.error && <ErrorState error={remove.error} />}
      {editing && (
        <ContactModal listId={listId} contact={editing.contact} opened onClose={() => setEditing(null)} />
      )}
    </ListFrame>
  );
}

export function DescriptionsList({ listId }: { listId: string }) {
  const descriptions = useDescriptions(listId);
  const remove = useDeleteDescription(listId);
  const [editing, setEditing] = useState<{ description: EditableDescription | null } | null>(null);
  return (
    <ListFrame title="Descriptions" onNew={() => setEditing({ description: null })}>
      {descriptions.isPending ? (
        <Loading />
      ) : readFailed(descriptions) ? (
        <ErrorState error={descriptions.error} />
      ) : descriptions.data.descriptions.length === 0 ? (
        <EmptyState>No Descriptions</EmptyState>
      ) : (
        descriptions.data.descriptions.map((d) => (
          <Card key={d.id} withBorder padding="sm" data-testid="description">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2}>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{d.text}</Text>
                <Text size="xs" c="gray.7">
                  {d.authorName} · {formatDocumentDate(d.updatedAt)}
                </Text>
              </Stack>
              {d.canEdit && (
                <EditDelete
                  label="description"
                  onEdit={() => setEditing({ description: d })}
                  onDelete={() => confirmDelete('description', () => remove.mutate(d.id))}
                />
              )}
            </Group>
          </Card>
        ))
      )}
      {remove.error && <ErrorState error={remove.error} />}
      {editing && (
        <DescriptionModal
          listId={listId}
          description={editing.description}
          opened
          onClose={() => setEditing(null)}
        />
      )}
    </ListFrame>
  );
}
