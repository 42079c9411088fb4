import { Button, Group, Select, SimpleGrid, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type FormEvent } from 'react';
import { roles, type Role } from '../../../../domain/access/policy';
import { editUserSchema, errorLines, type EditUser } from '../../../../domain/users/schemas';
import type { AdminUser } from '../api/admin';
import { useUpdateUser } from '../hooks/useAdmin';
import { ErrorLines, linesOf } from '../../../ui/ErrorLines';
import { StatesSelect } from './StatesSelect';

const draftOf = (user: AdminUser) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  states: user.states,
  repCode: user.repCode ?? '',
  active: user.active,
  canChangeOrderStatus: user.canChangeOrderStatus,
  untaggable: user.untaggable,
  reportUrl: user.reportUrl ?? '',
  nameAliases: user.nameAliases,
});

/**
 * An admin's edit of one user. Deactivating asks first and ends the user's sessions; an admin's
 * own role and active switch are locked (the server refuses those changes too).
 */
export function EditUserForm({
  user,
  isSelf,
  onSaved,
}: {
  user: AdminUser;
  isSelf: boolean;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(user));
  const [lines, setLines] = useState<string[]>([]);
  const update = useUpdateUser(user.id);
  const set = <K extends keyof typeof draft>(key: K, value: (typeof draft)[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const save = (change: EditUser) =>
    update.mutate(change, { onSuccess: onSaved, onError: (error) => setLines(linesOf(error)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = { ...draft, states: draft.role === 'rep' ? draft.states : [] } as EditUser;
    const result = editUserSchema.safeParse(change);
    if (!result.success) {
      setLines(errorLines(result.error.issues));
      return;
    }
    setLines([]);
    if (user.active && !draft.active) {
      modals.openConfirmModal({
        title: 'Deactivate user',
        children: `Deactivate ${user.name}? They are signed out at once and cannot sign in until reactivated.`,
        labels: { confirm: 'Deactivate', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => save(change),
      });
    } else save(change);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${user.name}`}>
      <Stack>
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
        <ErrorLines lines={lines} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            maxLength={40}
            value={draft.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
          />
          <TextInput
            label="Last name"
            maxLength={40}
            value={draft.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Role"
            data={[...roles]}
            value={draft.role}
            onChange={(value) => set('role', (value ?? draft.role) as Role)}
            allowDeselect={false}
            disabled={isSelf}
            description={isSelf ? 'You cannot change your own role' : undefined}
          />
          <TextInput
            label="Rep code"
            maxLength={20}
            value={draft.repCode}
            onChange={(e) => set('repCode', e.currentTarget.value)}
          />
        </SimpleGrid>
        {draft.role === 'rep' && <StatesSelect value={draft.states} onChange={(s) => set('states', s)} />}
        <TextInput
          label="Report link"
          description="An https:// dashboard address; users with one see the Reports button"
          maxLength={500}
          value={draft.reportUrl}
          onChange={(e) => set('reportUrl', e.currentTarget.value)}
        />
        <TagsInput
          label="Name aliases"
          description="Other spellings of this person's name in the accounting data; press Enter after each"
          value={draft.nameAliases}
          onChange={(aliases) => set('nameAliases', aliases)}
          maxTags={20}
        />
        <Switch
          label="Active"
          checked={draft.active}
          disabled={isSelf}
          onChange={(e) => set('active', e.currentTarget.checked)}
        />
        <Switch
          label="Can change order status"
          checked={draft.canChangeOrderStatus}
          onChange={(e) => set('canChangeOrderStatus', e.currentTarget.checked)}
        />
        <Switch
          label="Untaggable (cannot be tagged on notes)"
          checked={draft.untaggable}
          onChange={(e) => set('untaggable', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
