import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { usStateNames } from '../../../../domain/constants/states';
import {
  columnMappingSchema,
  guessMapping,
  listFieldLabels,
  listFields,
} from '../../../../domain/compliance/license-lists';
import {
  licenseListMaxBytes,
  licenseListTooLargeMessage,
} from '../../../../domain/compliance/license-lists-contract';
import { useImportList, useLicenseListState } from '../hooks/useLicenseLists';
import { useStateFile } from '../../../lib/use-csv-columns';
import {
  CsvColumns,
  ImportButton,
  ImportFileInput,
  ImportStateSelect,
  UploadState,
} from '../../../ui/CsvImport';
import { ImportHistory } from './ImportHistory';
import { ImportReport } from './ImportReport';

/**
 * Admin → Compliance → License lists: choose a state and its list (a CSV), map its columns once
 * (remembered per state and offered next time), import, and read what the import matched, could
 * not match and changed; the state's earlier imports below (decisions 0293, 0294).
 */
export function LicenseListsPanel() {
  const [state, setState] = useState<string | null>(null);
  const current = useLicenseListState(state);
  const importer = useImportList(state ?? '');
  const remembered = current.data?.mapping ?? null;
  const { file, oversized, columns, stateSelect, fileInput } = useStateFile({
    state,
    setState,
    upload: importer,
    maxBytes: licenseListMaxBytes,
    tooLarge: licenseListTooLargeMessage(licenseListMaxBytes),
    fields: listFields,
    remembered,
    guess: guessMapping,
    schema: columnMappingSchema,
  });
  const { mapping } = columns;
  const start = () => {
    if (file && mapping.success) importer.mutate({ file, mapping: mapping.data });
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <ImportStateSelect {...stateSelect} />
            <ImportFileInput
              label="The state's list (CSV)"
              placeholder="Choose a .csv file"
              accept=".csv,text/csv"
              icon={<IconFileTypeCsv size={16} />}
              {...fileInput}
            />
          </Group>
          {state && remembered && (
            <Text size="sm" c="dimmed">
              The columns chosen last time for {usStateNames[state as keyof typeof usStateNames]} are offered
              where the file has them.
            </Text>
          )}
          {file && (
            <CsvColumns
              what="the state's list"
              label="Columns of the list"
              fields={listFields}
              labels={listFieldLabels}
              required={['number']}
              columns={columns}
            >
              <ImportButton
                disabled={!mapping.success || oversized}
                loading={importer.isPending}
                onClick={start}
              >
                Import the list
              </ImportButton>
            </CsvColumns>
          )}
          <UploadState label="List upload" upload={importer} />
        </Stack>
      </Paper>
      {importer.data && <ImportReport detail={importer.data} />}
      {state && <ImportHistory state={state} imports={current.data?.imports ?? []} />}
    </Stack>
  );
}
