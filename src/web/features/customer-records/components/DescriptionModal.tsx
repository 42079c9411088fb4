import { Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  descriptionInputSchema,
  type CustomerDescription,
} from '../../../../domain/customer-records/schemas';
import { ModalSaveActions } from '../../../ui/ModalSaveActions';
import { useSaveDescription } from '../hooks/useRecords';

export function DescriptionModal({
  listId,
  description,
  opened,
  onClose,
}: {
  listId: string;
  description: CustomerDescription | null;
  opened: boolean;
  onClose: () => void;
}) {
  const [text, setText] = useState(description?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveDescription(listId);
  const submit = () => {
    const parsed = descriptionInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid description');
      return;
    }
    setError(null);
    save.mutate({ input: { text }, id: description?.id }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={description ? 'Edit Description' : 'New Description'}
      size="lg"
    >
      <Stack gap="sm">
        <Textarea
          label="Description"
          required
          autosize
          minRows={4}
          maxLength={2000}
          value={text}
          error={error}
          onChange={(e) => setText(e.currentTarget.value)}
          description={`${text.length}/2000`}
          data-autofocus
        />
        <ModalSaveActions error={save.error} saving={save.isPending} onCancel={onClose} onSave={submit} />
      </Stack>
    </Modal>
  );
}
