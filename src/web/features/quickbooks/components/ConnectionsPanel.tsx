import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '../../../ui/PageState';
import { ConfirmedRemoval } from './ConfirmedRemoval';
import { qwcHref, type Connection } from '../api/quickbooks';
import { useCreateConnection, useRemoveConnection, useUpdateConnection } from '../hooks/useQuickbooks';
import { connectionChange } from '../lib/connection';
import { when } from '../../../lib/when';

/** Web Connector connections: add one, download its .qwc, change its password or schedule, remove it. */
export function ConnectionsPanel({ connections }: { connections: Connection[] }) {
  const create = useCreateConnection();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [every, setEvery] = useState<number | string>(15);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, password, runEveryMinutes: Number(every) },
      {
        onSuccess: () => {
          setName('');
          setPassword('');
        },
      },
    );
  };

  return (
    <Stack>
      <form onSubmit={submit} noValidate aria-label="New Web Connector connection">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Connection name"
            description="Also the Web Connector's user name"
            placeholder="Office PC"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters; type it into the Web Connector too"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <NumberInput
            label="Run every (minutes)"
            min={1}
            max={1440}
            value={every}
            onChange={setEvery}
            w={160}
          />
          <Button type="submit" loading={create.isPending} mih={44}>
            Add connection
          </Button>
        </Group>
      </form>
      {create.isError && (
        <Alert color="red" role="alert">
          {create.error.message}
        </Alert>
      )}
      {connections.length === 0 ? (
        <EmptyState>
          No Web Connector connections yet. Add one, then open its .qwc file on the QuickBooks PC.
        </EmptyState>
      ) : (
        connections.map((connection) => <ConnectionCard key={connection.id} connection={connection} />)
      )}
    </Stack>
  );
}

function ConnectionCard({ connection }: { connection: Connection }) {
  const update = useUpdateConnection();
  const remove = useRemoveConnection();
  const [password, setPassword] = useState('');
  const [every, setEvery] = useState<number | string>(connection.runEveryMinutes);
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: connection.id, change: connectionChange(password, every) },
      { onSuccess: () => setPassword('') },
    );
  };
  return (
    <Card withBorder padding="sm" aria-label={connection.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Stack gap={2}>
            <Text fw={600}>{connection.name}</Text>
            <Text size="xs" c="dimmed">
              User {connection.userName} · every {connection.runEveryMinutes} min · last run{' '}
              {when(connection.lastRunAt)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button component="a" href={qwcHref(connection.id)} download variant="light" mih={44}>
              Download .qwc
            </Button>
            <ConfirmedRemoval
              label="Remove"
              title="Remove connection"
              question={`Remove "${connection.name}"? Its Web Connector can no longer sign in.`}
              loading={remove.isPending}
              onConfirm={() => remove.mutate(connection.id)}
            />
          </Group>
        </Group>
        <form onSubmit={save} noValidate aria-label={`Change ${connection.name}`}>
          <Group align="flex-end" wrap="wrap">
            <PasswordInput
              label="New password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
            <NumberInput
              label="Run every (minutes)"
              min={1}
              max={1440}
              value={every}
              onChange={setEvery}
              w={160}
            />
            <Button type="submit" variant="default" loading={update.isPending} mih={44}>
              Save
            </Button>
          </Group>
        </form>
        {update.isError && (
          <Alert color="red" role="alert">
            {update.error.message}
          </Alert>
        )}
        {update.isSuccess && (
          <Text size="sm" c="green" role="status">
            Saved. A changed schedule takes effect in a newly downloaded .qwc file.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
