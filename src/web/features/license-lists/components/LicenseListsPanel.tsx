import { Alert, Button, FileInput, Group, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { usStateCodes, usStateNames } from '../../../../domain/constants/states';
import {
  columnMappingSchema,
  guessMapping,
  listFieldLabels,
  listFields,
  type ColumnMapping,
  type ListField,
} from '../../../../domain/compliance/license-lists';
import {
  licenseListMaxBytes,
  licenseListTooLargeMessage,
} from '../../../../domain/compliance/license-lists-contract';
import { useImportList, useLicenseListState } from '../hooks/useLicenseLists';
import { headersOfFile, offeredColumns } from '../../../lib/csv-headers';
import { ColumnMappingFields } from '../../../ui/ColumnMappingFields';
import { ImportHistory } from './ImportHistory';
import { ImportReport } from './ImportReport';

const stateOptions = usStateCodes.map((code) => ({ value: code, label: `${usStateNames[code]} (${code})` }));

type Chosen = Partial<Record<ListField, string | null>>;

/** The remembered columns where this file has them, else the guess from its headers. */
const offered = (headers: string[], remembered: ColumnMapping | null): Chosen =>
  offeredColumns(headers, listFields, remembered, guessMapping(headers));

/**
 * Admin → Compliance → License lists: choose a state and its list (a CSV), map its columns once
 * (remembered per state and offered next time), import, and read what the import matched, could
 * not match and changed; the state's earlier imports below (decisions 0293, 0294).
 */
export function LicenseListsPanel() {
  const [state, setState] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  /** The admin's own choices over what is offered; null: the field is not in this list. */
  const [edits, setEdits] = useState<Partial<Record<ListField, string | null>>>({});
  const current = useLicenseListState(state);
  const importer = useImportList(state ?? '');
  const remembered = current.data?.mapping ?? null;
  const oversized = file !== null && file.size > licenseListMaxBytes;

  const chosen: Chosen = { ...offered(headers, remembered), ...edits };
  const pickFile = (picked: File | null) => {
    setFile(picked);
    setEdits({});
    importer.reset();
    setHeaders([]);
    if (picked) void headersOfFile(picked).then(setHeaders);
  };

  const mapping = columnMappingSchema.safeParse(
    Object.fromEntries(Object.entries(chosen).filter(([, column]) => column)),
  );
  const start = () => {
    if (file && mapping.success) importer.mutate({ file, mapping: mapping.data });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <Select
              label="State"
              placeholder="Choose the state"
              data={stateOptions}
              value={state}
              onChange={(value) => {
                setState(value);
                setEdits({});
                importer.reset();
              }}
              searchable
              style={{ flex: '1 1 14rem' }}
            />
            <FileInput
              label="The state's list (CSV)"
              placeholder="Choose a .csv file"
              accept=".csv,text/csv"
              leftSection={<IconFileTypeCsv size={16} />}
              value={file}
              onChange={pickFile}
              error={oversized ? licenseListTooLargeMessage(licenseListMaxBytes) : undefined}
              disabled={!state || importer.isPending}
              clearable
              style={{ flex: '1 1 16rem' }}
            />
          </Group>
          {state && remembered && (
            <Text size="sm" c="dimmed">
              The columns chosen last time for {usStateNames[state as keyof typeof usStateNames]} are offered
              where the file has them.
            </Text>
          )}
          {file && headers.length === 0 && (
            <Alert color="yellow" role="alert">
              No header row could be read from this file. Choose the state's list saved as CSV.
            </Alert>
          )}
          {file && headers.length > 0 && (
            <ColumnMappingFields
              label="Columns of the list"
              fields={listFields}
              labels={listFieldLabels}
              required={['number']}
              headers={headers}
              chosen={chosen}
              onChange={(field, column) => setEdits((before) => ({ ...before, [field]: column }))}
            >
              <Group>
                <Button
                  leftSection={<IconUpload size={16} />}
                  disabled={!mapping.success || oversized}
                  loading={importer.isPending}
                  onClick={start}
                  mih={44}
                >
                  Import the list
                </Button>
              </Group>
            </ColumnMappingFields>
          )}
          {importer.isPending && (
            <Progress value={importer.progress * 100} aria-label="List upload" animated size="lg" />
          )}
          {importer.isError && (
            <Alert color="red" role="alert">
              {importer.error.message}
            </Alert>
          )}
        </Stack>
      </Paper>
      {importer.data && <ImportReport detail={importer.data} />}
      {state && <ImportHistory state={state} imports={current.data?.imports ?? []} />}
    </Stack>
  );
}
