import { Button, Divider, Drawer, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useAdminUsers } from '../hooks/useAdmin';
import { AddUserForm } from './AddUserForm';
import { EditUserForm } from './EditUserForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { UserList } from './UserList';

/** The user list with Add User and the edit drawer; live for every admin viewing it. */
export function UsersPanel({ currentUserId }: { currentUserId: string }) {
  const users = useAdminUsers();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const editing = users.data?.find((u) => u.id === editingId) ?? null;

  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconUserPlus size={18} />} onClick={() => setAdding(true)}>
          Add User
        </Button>
      </Group>
      {users.isPending ? (
        <Loading />
      ) : readFailed(users) ? (
        <ErrorState error={users.error} />
      ) : users.data.length === 0 ? (
        <EmptyState>No Users to Display</EmptyState>
      ) : (
        <UserList users={users.data} onEdit={(user) => setEditingId(user.id)} />
      )}

      <Modal opened={adding} onClose={() => setAdding(false)} title="Add User" size="lg" fullScreen={phone}>
        <AddUserForm
          onCreated={(user) => {
            setAdding(false);
            notifications.show({ color: 'green', message: `${user.name} was created.` });
          }}
        />
      </Modal>

      <Drawer
        opened={editing !== null}
        onClose={() => setEditingId(null)}
        title={editing ? `Edit ${editing.name}` : 'Edit user'}
        position="right"
        size={phone ? '100%' : 'lg'}
      >
        {editing && (
          <Stack>
            <EditUserForm
              key={editing.id}
              user={editing}
              isSelf={editing.id === currentUserId}
              onSaved={() => {
                setEditingId(null);
                notifications.show({ color: 'green', message: `${editing.name} was updated.` });
              }}
            />
            <Divider />
            <ResetPasswordForm key={`password-${editing.id}`} userId={editing.id} />
          </Stack>
        )}
      </Drawer>
    </Stack>
  );
}
