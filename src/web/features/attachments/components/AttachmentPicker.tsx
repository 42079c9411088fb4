import { Button, CloseButton, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useUploadLimit } from '../hooks/useAttachments';
import { formatSize, problemOf } from '../lib/files';

const accept = 'image/jpeg,image/png,image/gif,image/webp,image/heic,image/heif,.heic,.heif,application/pdf';

/**
 * Chooses files before they are uploaded: shows them with a remove button and refuses, early,
 * files over the limit or whose content is not an image or PDF (the server checks the bytes again).
 */
export function AttachmentPicker({
  files,
  onChange,
  disabled,
  label = 'Attach files',
}: {
  files: File[];
  onChange(files: File[]): void;
  disabled?: boolean;
  label?: string;
}) {
  const maxMb = useUploadLimit();
  const [problems, setProblems] = useState<string[]>([]);
  const add = async (chosen: File[]) => {
    const checked = await Promise.all(chosen.map((file) => problemOf(file, maxMb)));
    setProblems(checked.filter((problem) => problem !== null));
    onChange([...files, ...chosen.filter((_, i) => checked[i] === null)]);
  };
  return (
    <Stack gap="xs">
      <Group>
        <FileButton onChange={(chosen) => void add(chosen)} accept={accept} multiple disabled={disabled}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconPaperclip size={16} />}>
              {label}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          Images or PDF, up to {maxMb} MB each
        </Text>
      </Group>
      {problems.map((problem) => (
        <Text key={problem} size="sm" c="red" role="alert">
          {problem}
        </Text>
      ))}
      {files.map((file, index) => (
        <Group key={`${file.name}-${index}`} gap="xs" wrap="nowrap">
          <Text size="sm" truncate style={{ flex: 1 }}>
            {file.name}{' '}
            <Text span c="dimmed">
              ({formatSize(file.size)})
            </Text>
          </Text>
          <CloseButton
            aria-label={`Remove ${file.name}`}
            disabled={disabled}
            onClick={() => onChange(files.filter((_, i) => i !== index))}
          />
        </Group>
      ))}
    </Stack>
  );
}
