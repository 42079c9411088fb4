import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { deleteConfirmMessage, deleteFailedMessage } from '../../../../domain/attachments/rules';
import { EmptyState, ErrorState, Loading, readFailed } from '../../../ui/PageState';
import type { Attachment, Owner } from '../api/attachments';
import { useAttachments, useDeleteAttachment, useUploadAttachments } from '../hooks/useAttachments';
import { dropFailedUploads, keepFailedUploads, useFailedUploads } from '../lib/failedUploads';
import { countOf, failureMessage, formatSize } from '../lib/files';
import { UploadFailure } from '../lib/uploadFailure';
import { AttachmentPicker } from './AttachmentPicker';
import { AttachmentViewer } from './AttachmentViewer';

function Thumbnail({ attachment }: { attachment: Attachment }) {
  if (attachment.previewUrl) {
    return <Image src={attachment.previewUrl} alt="" w={56} h={56} radius="sm" fit="cover" />;
  }
  const Icon = attachment.contentType === 'application/pdf' ? IconFileTypePdf : IconPhoto;
  return <Icon size={40} aria-hidden />;
}

/**
 * Files a create form could not upload after it saved the record: retried here, on their own,
 * never with the record (docs/decisions/0009-never-save-twice.md).
 */
function FailedUploads({ owner }: { owner: Owner }) {
  const files = useFailedUploads(owner);
  const [failure, setFailure] = useState<string | null>(null);
  const { upload, uploading } = useUploadAttachments();
  if (!files.length) return null;
  const retry = () => {
    setFailure(null);
    upload(owner, files).then(
      () => dropFailedUploads(owner),
      (error: unknown) => {
        keepFailedUploads(owner, error instanceof UploadFailure ? error.files : files);
        setFailure(failureMessage(error));
      },
    );
  };
  return (
    <Alert color="orange" role="alert" title={`${countOf(files)} could not be uploaded`}>
      <Stack gap="xs">
        <Text size="sm">
          The {owner.ownerType} was saved; not yet its {files.length === 1 ? 'file' : 'files'}{' '}
          {files.map((file) => file.name).join(', ')}.
        </Text>
        {failure && (
          <Text c="red" size="sm">
            {failure}
          </Text>
        )}
        <Group>
          <Button onClick={retry} loading={uploading}>
            Retry
          </Button>
          <Button variant="default" onClick={() => dropFailedUploads(owner)} disabled={uploading}>
            Dismiss
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Adds files to an existing owner right away (the note page). */
function AddFiles({ owner }: { owner: Owner }) {
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const { upload, progress, uploading } = useUploadAttachments();
  const send = () => {
    setFailure(null);
    upload(owner, files).then(
      () => setFiles([]),
      (error: unknown) => setFailure(failureMessage(error)),
    );
  };
  return (
    <Stack gap="xs">
      <AttachmentPicker files={files} onChange={setFiles} disabled={uploading} label="Add files" />
      {files.length > 0 && (
        <Group>
          <Button onClick={send} loading={uploading}>
            Upload {countOf(files)}
          </Button>
        </Group>
      )}
      {progress !== null && <Progress value={progress * 100} aria-label="Upload progress" />}
      {failure && (
        <Text c="red" size="sm" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}

/**
 * An owner's files, live and newest first: thumbnails, an inline viewer, delete after confirmation,
 * and 'Add files' when the server says the user may attach (`offerAdding` false where another
 * control adds them, as the comment composer does).
 */
export function AttachmentList({ owner, offerAdding = true }: { owner: Owner; offerAdding?: boolean }) {
  const list = useAttachments(owner);
  const remove = useDeleteAttachment(owner);
  const [open, setOpen] = useState<Attachment | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const confirmDelete = (attachment: Attachment) =>
    modals.openConfirmModal({
      title: 'Delete attachment',
      children: deleteConfirmMessage,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setDeleteFailed(false);
        remove.mutate(attachment.id, { onError: () => setDeleteFailed(true) });
      },
    });

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Attachments
        </Title>
        <FailedUploads owner={owner} />
        {list.isPending ? (
          <Loading />
        ) : readFailed(list) ? (
          <ErrorState error={list.error} />
        ) : list.data.attachments.length === 0 ? (
          <EmptyState>No attachments</EmptyState>
        ) : (
          list.data.attachments.map((attachment) => (
            <Group key={attachment.id} wrap="nowrap" gap="sm">
              <UnstyledButton
                onClick={() => setOpen(attachment)}
                aria-label={`Open ${attachment.name}`}
                style={{ display: 'flex', alignItems: 'center', gap: 12, flex: 1, minWidth: 0 }}
              >
                <Thumbnail attachment={attachment} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {attachment.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatSize(attachment.size)} · {attachment.uploadedBy.displayName} ·{' '}
                    {new Date(attachment.createdAt).toLocaleString()}
                  </Text>
                  {/* In words, not a tooltip: a phone shows no hover, and this is why Delete is missing. */}
                  {attachment.keptReason && (
                    <Text size="xs" c="dimmed">
                      {attachment.keptReason}
                    </Text>
                  )}
                </Stack>
              </UnstyledButton>
              {attachment.canDelete && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${attachment.name}`}
                  onClick={() => confirmDelete(attachment)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              )}
            </Group>
          ))
        )}
        {deleteFailed && (
          <Text c="red" size="sm" role="alert">
            {deleteFailedMessage}
          </Text>
        )}
        {offerAdding && list.data?.canAttach && <AddFiles owner={owner} />}
      </Stack>
      <AttachmentViewer attachment={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
