import { Badge, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { prospectFileMaxBytes } from '../../../../domain/prospects/contract';
import {
  guessProspectMapping,
  prospectFieldLabels,
  prospectFields,
  prospectMappingSchema,
} from '../../../../domain/prospects/read';
import { useStateFile } from '../../../lib/use-csv-columns';
import {
  CsvColumns,
  ImportButton,
  ImportFileInput,
  ImportStateSelect,
  UploadState,
} from '../../../ui/CsvImport';
import type { ProspectFormat } from '../api/prospects';
import { useImportProspects, useProspectImports, useProspectMapping } from '../hooks/useProspects';
import { ProspectImportReport } from './ProspectImportReport';

const tooLarge = `That file is larger than ${prospectFileMaxBytes / 1024 / 1024} MB.`;

/**
 * Admin → Prospects: a state, and its file: a CSV (a state's license list, or an OpenStreetMap
 * export as CSV) whose columns are chosen once and remembered, or an OpenStreetMap GeoJSON
 * extract; then what the import added and which shops it dropped as customers already
 * (decisions 0320, 0321). Humidor calls no outside service: the admin brings the file.
 */
export function ProspectImportPanel() {
  const [state, setState] = useState<string | null>(null);
  const [format, setFormat] = useState<ProspectFormat>('csv');
  const overview = useProspectImports();
  const remembered = useProspectMapping(state).data?.mapping ?? null;
  const importer = useImportProspects(state ?? '');
  const { file, oversized, columns, pick, stateSelect, fileInput } = useStateFile({
    state,
    setState,
    upload: importer,
    maxBytes: prospectFileMaxBytes,
    tooLarge,
    // A GeoJSON extract has no columns to map.
    hasColumns: format === 'csv',
    fields: prospectFields,
    remembered,
    guess: guessProspectMapping,
    schema: prospectMappingSchema,
  });
  const { mapping } = columns;
  const ready = file !== null && !oversized && (format === 'geojson' || mapping.success);
  const start = () => {
    if (file) importer.mutate({ format, file, mapping: mapping.success ? mapping.data : null });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <ImportStateSelect {...stateSelect} />
            <Radio.Group
              label="File"
              value={format}
              onChange={(value) => {
                setFormat(value as ProspectFormat);
                pick(null);
              }}
            >
              <Group gap="md" mih={36} align="center">
                <Radio value="csv" label="CSV" />
                <Radio value="geojson" label="OpenStreetMap GeoJSON" />
              </Group>
            </Radio.Group>
            <ImportFileInput
              label={format === 'csv' ? 'The list (CSV)' : 'The extract (GeoJSON)'}
              placeholder="Choose a file"
              accept={format === 'csv' ? '.csv,text/csv' : '.geojson,.json,application/geo+json'}
              icon={<IconFileImport size={16} />}
              {...fileInput}
            />
          </Group>
          {format === 'csv' && file && (
            <CsvColumns
              what="the list"
              label="Columns of the prospects file"
              fields={prospectFields}
              labels={prospectFieldLabels}
              required={['name']}
              columns={columns}
            />
          )}
          {file && (
            <ImportButton disabled={!ready} loading={importer.isPending} onClick={start}>
              Import the prospects
            </ImportButton>
          )}
          <UploadState label="Prospects upload" upload={importer} />
        </Stack>
      </Paper>
      {importer.data && <ProspectImportReport detail={importer.data} />}
      {overview.data && overview.data.counts.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Prospects by state
          </Text>
          <Group gap="xs">
            {overview.data.counts.map((row) => (
              <Badge
                key={`${row.state}-${row.status}`}
                variant="light"
                color={row.status === 'open' ? 'blue' : 'gray'}
              >
                {`${row.state} ${row.status === 'not-interested' ? 'not interested' : row.status}: ${row.count}`}
              </Badge>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
