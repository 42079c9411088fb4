import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconMap, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { basemapMaxBytes, basemapTooLargeMessage } from '../../../../domain/map/contract';
import { useBasemap, useUploadBasemap } from '../hooks/useMap';

const tooLarge = basemapTooLargeMessage();

/**
 * Admin → Settings: uploads the PMTiles file Humidor serves as the map's street basemap
 * (decision 0226), with its progress; a new file replaces the old one and is used at once.
 */
export function BasemapUpload() {
  const basemap = useBasemap();
  const upload = useUploadBasemap();
  const [file, setFile] = useState<File | null>(null);
  const oversized = file !== null && file.size > basemapMaxBytes;
  const inUse = basemap.data?.kind === 'pmtiles';
  return (
    <Stack gap="sm">
      <Text size="sm">
        {inUse
          ? 'The map draws the PMTiles file uploaded here. A new file replaces it.'
          : 'Upload a PMTiles file (for example an extract of your states from Protomaps) and the map draws it under the state outlines, served by Humidor itself.'}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label="PMTiles file"
          placeholder="Choose a .pmtiles file"
          accept=".pmtiles,application/vnd.pmtiles,application/octet-stream"
          leftSection={<IconMap size={16} />}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            upload.reset();
          }}
          error={oversized ? tooLarge : undefined}
          disabled={upload.isPending}
          clearable
          style={{ flex: '1 1 16rem' }}
        />
        <Button
          leftSection={<IconUpload size={16} />}
          disabled={!file || oversized}
          loading={upload.isPending}
          onClick={() => file && upload.mutate(file)}
        >
          Upload and use
        </Button>
      </Group>
      {upload.isPending && (
        <Progress value={upload.progress * 100} aria-label="Basemap upload" animated size="lg" />
      )}
      {upload.isSuccess && (
        <Alert color="green" role="status">
          The basemap is uploaded and the map uses it now.
        </Alert>
      )}
      {upload.isError && (
        <Alert color="red" role="alert">
          {upload.error.message}
        </Alert>
      )}
    </Stack>
  );
}
