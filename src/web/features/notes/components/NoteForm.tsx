import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Radio,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState, type ReactNode } from 'react';
import {
  hasDamagedTag,
  missingCustomerMessage,
  newNoteSchema,
  submitFailureMessage,
  subjectMax,
  tagsForClass,
  textMax,
  type DamagedItem,
  type NewNote,
  type NoteClass,
} from '../../../../domain/notes/schemas';
import { newClientId } from '../../../../domain/idempotency/client-id';
import { disabledTags, type TypedTag } from '../../../../domain/tags/exclusivity';
import type { Note } from '../api/notes';
import { useTextLimit } from '../../../lib/text-limit';
import { submitThroughOutbox } from '../../../offline/runtime';
import { failureWithReason, useAnnounce } from '../../../ui/Announcer';
import { useCreateNote } from '../hooks/useNotes';
import { DamagedItemsEditor } from './DamagedItemsEditor';

interface Draft {
  noteClass: NoteClass;
  subject: string;
  text: string;
  tags: string[];
  damagedItems: DamagedItem[];
}
const empty: Draft = { noteClass: 'standard', subject: '', text: '', tags: [], damagedItems: [] };
const draftOf = ({ noteClass, subject, text, tags, damagedItems }: NewNote): Draft => ({
  noteClass,
  subject,
  text,
  tags,
  damagedItems,
});

/**
 * The Create Note form. The page owns the customer: it renders the customer picker into
 * `customerPicker` and passes the chosen ListID. Attachments arrive with issue 5 (slot below).
 */
export function NoteForm({
  noteTags,
  customerListId,
  customerPicker,
  onClear,
  onSaved,
  attachments,
  files,
  onQueued,
  initial,
  visitId,
}: {
  noteTags: TypedTag[];
  customerListId: string | null;
  customerPicker: ReactNode;
  onClear(): void;
  /** Runs after the note is saved (the page uploads chosen files); a rejection shows the failure text. */
  onSaved(note: Note): void | Promise<void>;
  /** The page's attachments picker, shown above Submit. */
  attachments?: ReactNode;
  /** The chosen files: kept with the note in the outbox when it cannot be sent now. */
  files?: File[];
  /** The note could not be sent now: it is saved on this device, waiting to send. */
  onQueued?(): void;
  /** A note the server refused, opened from /outbox: the form starts from it, under its client ID. */
  initial?: NewNote;
  /** The visit open at this note's customer: the server ties the note to it and tags it Visit. */
  visitId?: string | null;
}) {
  const [draft, setDraft] = useState<Draft>(() => (initial ? draftOf(initial) : empty));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  // One ID per note being written: every retry of its submit saves it at most once.
  const [clientId, setClientId] = useState(() => initial?.clientId ?? newClientId());
  const create = useCreateNote();
  const announce = useAnnounce();
  const subjectLimit = useTextLimit(subjectMax);
  const textLimit = useTextLimit(textMax);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const personal = draft.noteClass === 'Personal-Note';
  const disabled = disabledTags(noteTags, draft.tags);

  const setTags = (tags: string[]) =>
    set({ tags, damagedItems: hasDamagedTag(tags) ? draft.damagedItems : [] });
  const setClass = (noteClass: NoteClass) => {
    set({
      noteClass,
      tags: noteClass === 'Personal-Note' ? tagsForClass(noteClass, []) : [],
      damagedItems: [],
    });
    // A personal note needs no customer: the missing-customer alert no longer applies.
    setAlert((current) => (current === missingCustomerMessage ? null : current));
  };
  const shownAlert = alert === missingCustomerMessage && customerListId ? null : alert;
  const clear = () => {
    setDraft(empty);
    setErrors({});
    setAlert(null);
    subjectLimit.reset();
    textLimit.reset();
    setClientId(newClientId());
    onClear();
  };

  const submit = () => {
    const input = {
      ...draft,
      customerListId: personal ? null : customerListId,
      clientId,
      ...(visitId && !personal && { visitId }),
    };
    const parsed = newNoteSchema.safeParse(input);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      setErrors(fieldErrors);
      setAlert(fieldErrors.customerListId ?? null);
      return;
    }
    setErrors({});
    setAlert(null);
    modals.openConfirmModal({
      title: 'Submit note',
      children: 'Are you sure you want to submit this note?',
      labels: { confirm: 'Yes', cancel: 'No' },
      onConfirm: () => void send(parsed.data),
    });
  };

  // Saved on this device first (the outbox), sent at once when the network allows (decision 0056).
  const send = async (note: NewNote) => {
    try {
      const outcome = await submitThroughOutbox(
        { kind: 'note', body: { ...note, clientId } },
        `Note: ${note.subject}`,
        () => create.mutateAsync(note),
        { files, savedOf: ({ note: saved }) => ({ href: `/noteview/${saved.id}`, ids: [saved.id] }) },
      );
      if (outcome.state === 'queued') {
        announce('Note saved on this device, waiting to send');
        clear();
        onQueued?.();
        return;
      }
      announce('Note saved');
      await Promise.resolve(onSaved(outcome.result.note)).catch((error: unknown) => {
        setAlert(submitFailureMessage);
        announce.error(failureWithReason('Attachments not uploaded', error));
      });
    } catch (error) {
      setAlert(submitFailureMessage);
      announce.error(failureWithReason('Note not saved', error));
    }
  };

  return (
    <Paper withBorder p="md" component="form" onSubmit={(e) => (e.preventDefault(), submit())}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3">
            Add a new Note
          </Title>
          <Button variant="default" onClick={clear}>
            Clear
          </Button>
        </Group>
        {shownAlert && (
          <Alert color="red" role="alert">
            {shownAlert}
          </Alert>
        )}
        <Radio.Group label="Note class" value={draft.noteClass} onChange={(v) => setClass(v as NoteClass)}>
          <Group mt="xs">
            <Radio value="standard" label="Standard" />
            <Radio value="Personal-Note" label="Personal" />
          </Group>
        </Radio.Group>
        {!personal && customerPicker}
        <TextInput
          label="Subject"
          required
          value={draft.subject}
          onChange={(e) => set({ subject: subjectLimit.limit(e.currentTarget.value) })}
          description={subjectLimit.describe(draft.subject)}
          error={errors.subject}
        />
        <MultiSelect
          label="Note Tags"
          data={noteTags.map((t) => ({
            value: t.label,
            label: t.label,
            disabled: disabled.has(t.label) || (!personal && t.label === 'Personal-Note'),
          }))}
          value={draft.tags}
          onChange={setTags}
          disabled={personal}
          searchable
          clearable
          error={errors.tags}
        />
        {hasDamagedTag(draft.tags) && (
          <Paper withBorder p="sm">
            <Title order={3} size="h5" mb="xs">
              Damaged Items
            </Title>
            <DamagedItemsEditor
              value={draft.damagedItems}
              onChange={(damagedItems) => set({ damagedItems })}
            />
            {errors.damagedItems && (
              <Alert color="red" mt="xs">
                {errors.damagedItems}
              </Alert>
            )}
          </Paper>
        )}
        <Textarea
          label="Note Text"
          required
          autosize
          minRows={4}
          value={draft.text}
          onChange={(e) => set({ text: textLimit.limit(e.currentTarget.value) })}
          description={textLimit.describe(draft.text)}
          error={errors.text}
        />
        {attachments}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
