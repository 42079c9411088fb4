import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { when } from '../../../lib/when';
import type { AdminUser } from '../api/admin';

const statesOf = (user: AdminUser) => (user.states.length ? user.states.join(', ') : 'None');

function Flags({ user }: { user: AdminUser }) {
  return (
    <Group gap={4}>
      {!user.active && <Badge color="red">Inactive</Badge>}
      {user.canChangeOrderStatus && <Badge color="blue">Order status</Badge>}
      {user.untaggable && <Badge color="gray">Untaggable</Badge>}
      {user.reportUrl && <Badge color="grape">Reports</Badge>}
    </Group>
  );
}

/** The admin's user list: a table on a desktop, cards on a phone. */
export function UserList({ users, onEdit }: { users: AdminUser[]; onEdit: (user: AdminUser) => void }) {
  const wide = useMediaQuery('(min-width: 62em)');
  if (!wide) {
    return (
      <Stack gap="sm" data-testid="user-cards">
        {users.map((user) => (
          <Card key={user.id} withBorder padding="sm" aria-label={user.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {user.name} ({user.initials})
                </Text>
                <Text size="sm" truncate>
                  {user.email}
                </Text>
                <Text size="sm" c="dimmed">
                  {user.role} · States: {statesOf(user)}
                  {user.repCode ? ` · Rep code ${user.repCode}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  Last login: {when(user.lastLoginAt)}
                </Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {user.id}
                </Text>
                <Flags user={user} />
              </Stack>
              <Button
                size="xs"
                variant="light"
                onClick={() => onEdit(user)}
                aria-label={`Edit ${user.name}`}
                style={{ flexShrink: 0 }}
              >
                Edit
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover data-testid="user-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Role</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>State Restriction</Table.Th>
            <Table.Th>Initials</Table.Th>
            <Table.Th>Rep Code</Table.Th>
            <Table.Th>Last Login</Table.Th>
            <Table.Th>UID</Table.Th>
            <Table.Th>Flags</Table.Th>
            {/* A header with text (for screen readers only): an empty one is no header. */}
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.role}</Table.Td>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{statesOf(user)}</Table.Td>
              <Table.Td>{user.initials}</Table.Td>
              <Table.Td>{user.repCode ?? ''}</Table.Td>
              <Table.Td>{when(user.lastLoginAt)}</Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {user.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Flags user={user} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onEdit(user)}
                  aria-label={`Edit ${user.name}`}
                >
                  Edit
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
