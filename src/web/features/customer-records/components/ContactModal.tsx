import { Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  birthdayYears,
  contactInputSchema,
  contactPositions,
  daysInMonth,
  type ContactInput,
  type CustomerContact,
} from '../../../../domain/customer-records/schemas';
import { useRecordForm, type CheckedForm } from '../../../lib/use-record-form';
import { ModalSaveActions } from '../../../ui/ModalSaveActions';
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
  position: string | null;
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

/** The input to send, or each field's message; the server checks it again with the same schema. */
function checkContactForm(form: Form): CheckedForm<ContactInput> {
  const input = inputOf(form);
  const parsed = contactInputSchema.safeParse(input);
  if (parsed.success) return { input };
  return { errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])) };
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
  const { form, set, errors, text, submit } = useRecordForm(() => formOf(contact));
  const save = useSaveContact(listId);
  const dayCount = form.month ? daysInMonth(Number(form.month), form.year ? Number(form.year) : null) : 31;

  const saveForm = () =>
    submit(checkContactForm, (input) => save.mutate({ input, id: contact?.id }, { onSuccess: onClose }));

  return (
    <Modal opened={opened} onClose={onClose} title={contact ? 'Edit Contact' : 'New Contact'} size="lg">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First Name" required maxLength={60} {...text('firstName')} data-autofocus />
          <TextInput label="Middle Name" maxLength={60} {...text('middleName')} />
          <TextInput label="Last Name" maxLength={60} {...text('lastName')} />
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
          <TextInput label="Phone" type="tel" maxLength={40} {...text('telephone')} />
          <TextInput label="Email" type="email" maxLength={60} {...text('email')} />
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
        <Textarea label="About Contact" maxLength={900} autosize minRows={3} {...text('about')} />
        <ModalSaveActions error={save.error} saving={save.isPending} onCancel={onClose} onSave={saveForm} />
      </Stack>
    </Modal>
  );
}
