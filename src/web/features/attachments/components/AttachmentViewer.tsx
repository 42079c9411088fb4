import { Anchor, Image, Modal, Stack } from '@mantine/core';
import { opensInline } from '../../../../domain/attachments/rules';
import type { Attachment } from '../api/attachments';

/** Shows an image or a PDF inline; anything else (HEIC originals) offers its preview and a download. */
export function AttachmentViewer({
  attachment,
  onClose,
}: {
  attachment: Attachment | null;
  onClose(): void;
}) {
  const pdf = attachment?.contentType === 'application/pdf';
  const src =
    attachment && (opensInline(attachment.contentType) ? attachment.downloadUrl : attachment.previewUrl);
  return (
    <Modal opened={attachment !== null} onClose={onClose} title={attachment?.name} size="xl" fullScreen={pdf}>
      {attachment && (
        <Stack>
          {pdf ? (
            <iframe
              src={attachment.downloadUrl}
              title={attachment.name}
              style={{ width: '100%', height: '80vh', border: 0 }}
            />
          ) : (
            src && <Image src={src} alt={attachment.name} fit="contain" mah="75vh" />
          )}
          <Anchor href={attachment.downloadUrl} download={attachment.name} size="sm">
            Download {attachment.name}
          </Anchor>
        </Stack>
      )}
    </Modal>
  );
}
