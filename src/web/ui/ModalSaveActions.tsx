import { Button, Group } from '@mantine/core';
import { ErrorState } from './PageState';

/** The foot of a record's modal: what saving failed on, then Cancel and Save. */
export function ModalSaveActions({
  error,
  saving,
  onCancel,
  onSave,
}: {
  error: unknown;
  saving: boolean;
  onCancel: () => void;
  onSave: () => void;
}) {
  return (
    <>
      {error != null && <ErrorState error={error} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onSave} loading={saving}>
          Save
        </Button>
      </Group>
    </>
  );
}
