import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  birthdayYears,
  contactInputSchema,
  contactPositions,
  daysInMonth,
  type ContactInput,
  type CustomerContact,
} from '../../../../domain/customer-records/schemas';
import { ErrorState } from '../../../ui/PageState';
import { useSaveContact } from '../hooks/useRecords';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface Form {
  firstName: string;
  middleName: string;
  lastName: string;
  position: string;
  telephone: string;
  email: string;
  about: string;
  month: string | null;
  day: string | null;
  year: string | null;
}

function formOf(contact: CustomerContact | null): Form {
  return {
    firstName: contact?.firstName ?? '',
    middleName: contact?.middleName ?? '',
    lastName: contact?.lastName ?? '',
    position: contact?.position ?? '-',
    telephone: contact?.telephone ?? '',
    email: contact?.email ?? '',
    about: contact?.about ?? '',
    month: contact?.birthday ? String(contact.birthday.month) : null,
    day: contact?.birthday ? String(contact.birthday.day) : null,
    year: contact?.birthday?.year ? String(contact.birthday.year) : null,
  };
}

function inputOf(form: Form): ContactInput {
  return {
    firstName: form.firstName,
    middleName: form.middleName,
    lastName: form.lastName,
    position: form.position as ContactInput['position'],
    telephone: form.telephone,
    email: form.email,
    about: form.about,
    birthday:
      form.month && form.day
        ? { month: Number(form.month), day: Number(form.day), year: form.year ? Number(form.year) : null }
        : null,
  };
}

/** New/Edit Contact: the rules of notes-and-shell §5, checked here and again by the server. */
export function ContactModal({
  listId,
  contact,
  opened,
  onClose,
}: {
  listId: string;
  contact: CustomerContact | null;
  opened: boolean;
  onClose: () => void;
}) {
  const [form, setForm] = useState<Form>(() => formOf(contact));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveContact(listId);
  const set = (key: keyof Form) => (value: string | null) => setForm((f) => ({ ...f, [key]: value }));
  const dayCount = form.month ? daysInMonth(Number(form.month), form.year ? Number(form.year) : null) : 31;

  const submit = () => {
    const input = inputOf(form);
    const parsed = contactInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate({ input, id: contact?.id }, { onSuccess: onClose });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={contact ? 'Edit Contact' : 'New Contact'} size="lg">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="First Name"
            required
            maxLength={60}
            value={form.firstName}
            error={errors.firstName}
            onChange={(e) => set('firstName')(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="Middle Name"
            maxLength={60}
            value={form.middleName}
            error={errors.middleName}
            onChange={(e) => set('middleName')(e.currentTarget.value)}
          />
          <TextInput
            label="Last Name"
            maxLength={60}
            value={form.lastName}
            error={errors.lastName}
            onChange={(e) => set('lastName')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Position"
            required
            data={[...contactPositions]}
            value={form.position}
            error={errors.position}
            onChange={set('position')}
            allowDeselect={false}
          />
          <TextInput
            label="Phone"
            type="tel"
            maxLength={40}
            value={form.telephone}
            error={errors.telephone}
            onChange={(e) => set('telephone')(e.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            maxLength={60}
            value={form.email}
            error={errors.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 3 }}>
          <Select
            label="Birthday month"
            clearable
            data={months.map((m, i) => ({ value: String(i + 1), label: m }))}
            value={form.month}
            onChange={set('month')}
          />
          <Select
            label="Day"
            clearable
            data={Array.from({ length: dayCount }, (_, i) => String(i + 1))}
            value={form.day && Number(form.day) <= dayCount ? form.day : null}
            error={errors['birthday.day'] ?? errors.birthday}
            onChange={set('day')}
          />
          <Select
            label="Year"
            clearable
            searchable
            data={birthdayYears.map(String)}
            value={form.year}
            error={errors['birthday.year']}
            onChange={set('year')}
          />
        </SimpleGrid>
        <Textarea
          label="About Contact"
          maxLength={900}
          autosize
          minRows={3}
          value={form.about}
          error={errors.about}
          onChange={(e) => set('about')(e.currentTarget.value)}
        />
        {save.error && <ErrorState error={save.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
