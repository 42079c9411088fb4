import { Button, Group, PasswordInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type FormEvent } from 'react';
import { roles, type Role } from '../../../../domain/access/policy';
import {
  createUserConfirmation,
  createUserFormSchema,
  errorLines,
  type CreateUserForm,
} from '../../../../domain/users/schemas';
import type { AdminUser } from '../api/admin';
import { useCreateUser } from '../hooks/useAdmin';
import { ErrorLines, linesOf } from '../../../ui/ErrorLines';
import { StatesSelect } from './StatesSelect';

const empty = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  retype: '',
  role: 'office' as Role,
  states: [] as string[],
  repCode: '',
};

/** The Add User form (orders-and-records.md §5): validated by the shared schema, confirmed before it is sent. */
export function AddUserForm({ onCreated }: { onCreated: (user: AdminUser) => void }) {
  const [form, setForm] = useState(empty);
  const [lines, setLines] = useState<string[]>([]);
  const create = useCreateUser();
  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form, states: form.role === 'rep' ? form.states : [] } as CreateUserForm;
    const result = createUserFormSchema.safeParse(input);
    if (!result.success) {
      setLines(errorLines(result.error.issues));
      return;
    }
    setLines([]);
    modals.openConfirmModal({
      title: 'Add User',
      children: createUserConfirmation,
      labels: { confirm: 'Create user', cancel: 'Cancel' },
      onConfirm: () =>
        create.mutate(input, {
          onSuccess: ({ user }) => {
            setForm(empty);
            onCreated(user);
          },
          onError: (error) => setLines(linesOf(error)),
        }),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add User">
      <Stack>
        <ErrorLines lines={lines} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            required
            maxLength={40}
            value={form.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
          />
          <TextInput
            label="Last name"
            required
            maxLength={40}
            value={form.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          required
          maxLength={60}
          autoComplete="off"
          value={form.email}
          onChange={(e) => set('email', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="Password"
            required
            autoComplete="new-password"
            value={form.password}
            onChange={(e) => set('password', e.currentTarget.value)}
          />
          <PasswordInput
            label="Retype password"
            required
            autoComplete="new-password"
            value={form.retype}
            onChange={(e) => set('retype', e.currentTarget.value)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Role"
            data={[...roles]}
            value={form.role}
            onChange={(value) => set('role', (value ?? 'office') as Role)}
            allowDeselect={false}
          />
          <TextInput
            label="Rep code"
            maxLength={20}
            value={form.repCode}
            onChange={(e) => set('repCode', e.currentTarget.value)}
          />
        </SimpleGrid>
        {form.role === 'rep' && <StatesSelect value={form.states} onChange={(s) => set('states', s)} />}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Create user
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
