import {
  ActionIcon,
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
import {
  deleteConfirmMessage,
  deleteFailedMessage,
  uploadFailedMessage,
} from '../../../../domain/attachments/rules';
import { ApiError } from '../../../lib/api';
import { EmptyState, ErrorState, Loading } from '../../../ui/PageState';
import type { Attachment, Owner } from '../api/attachments';
import { useAttachments, useDeleteAttachment, useUploadAttachments } from '../hooks/useAttachments';
import { AttachmentPicker, formatSize } from './AttachmentPicker';
import { AttachmentViewer } from './AttachmentViewer';

function Thumbnail({ attachment }: { attachment: Attachment }) {
  if (attachment.previewUrl) {
    return <Image src={attachment.previewUrl} alt="" w={56} h={56} radius="sm" fit="cover" />;
  }
  const Icon = attachment.contentType === 'application/pdf' ? IconFileTypePdf : IconPhoto;
  return <Icon size={40} aria-hidden />;
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
      (error: unknown) =>
        setFailure(
          error instanceof ApiError && [413, 415].includes(error.status)
            ? error.message
            : uploadFailedMessage,
        ),
    );
  };
  return (
    <Stack gap="xs">
      <AttachmentPicker files={files} onChange={setFiles} disabled={uploading} label="Add files" />
      {files.length > 0 && (
        <Group>
          <Button onClick={send} loading={uploading}>
            Upload {files.length} {files.length === 1 ? 'file' : 'files'}
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

/** An owner's files, live and newest first: thumbnails, an inline viewer, delete after confirmation. */
export function AttachmentList({ owner, canAdd = true }: { owner: Owner; canAdd?: boolean }) {
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
        {list.isPending ? (
          <Loading />
        ) : list.error ? (
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
        {canAdd && <AddFiles owner={owner} />}
      </Stack>
      <AttachmentViewer attachment={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
