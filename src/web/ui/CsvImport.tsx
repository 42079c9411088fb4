import { Alert, Button, FileInput, Group, Progress, Select } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usStateCodes, usStateNames } from '../../domain/constants/states';
import { ColumnMappingFields } from './ColumnMappingFields';

// The pieces of an admin's import of a state's file (license lists, prospects): the state, the
// file's columns, the upload. Each feature keeps its own file field, button and report.

const stateOptions = usStateCodes.map((code) => ({ value: code, label: `${usStateNames[code]} (${code})` }));

/** The state a file is imported into. */
export function ImportStateSelect({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (state: string | null) => void;
}) {
  return (
    <Select
      label="State"
      placeholder="Choose the state"
      data={stateOptions}
      value={value}
      onChange={onChange}
      searchable
      style={{ flex: '1 1 14rem' }}
    />
  );
}

/** The file to import, beside the state; it cannot be chosen before the state, nor while one is sent. */
export function ImportFileInput({
  icon,
  ...props
}: {
  label: string;
  placeholder: string;
  accept: string;
  icon: ReactNode;
  value: File | null;
  onChange: (file: File | null) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  return <FileInput {...props} leftSection={icon} clearable style={{ flex: '1 1 16rem' }} />;
}

/** The button that sends the file. */
export function ImportButton({
  children,
  disabled,
  loading,
  onClick,
}: {
  children: ReactNode;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Group>
      <Button
        leftSection={<IconUpload size={16} />}
        disabled={disabled}
        loading={loading}
        onClick={onClick}
        mih={44}
      >
        {children}
      </Button>
    </Group>
  );
}

/**
 * The chosen CSV's columns to map, or why they cannot be: a file whose header row could not be read
 * is most often not saved as CSV (`what` names the file the admin should choose instead).
 */
export function CsvColumns<F extends string>({
  what,
  columns,
  children,
  ...fields
}: {
  what: string;
  columns: {
    headers: string[];
    chosen: Partial<Record<F, string | null | undefined>>;
    choose: (field: F, column: string | null) => void;
  };
  label: string;
  fields: readonly F[];
  labels: Record<F, string>;
  required: readonly F[];
  children?: ReactNode;
}) {
  if (columns.headers.length === 0)
    return (
      <Alert color="yellow" role="alert">
        {`No header row could be read from this file. Choose ${what} saved as CSV.`}
      </Alert>
    );
  return (
    <ColumnMappingFields
      {...fields}
      headers={columns.headers}
      chosen={columns.chosen}
      onChange={columns.choose}
    >
      {children}
    </ColumnMappingFields>
  );
}

/** An import's upload under way (0 to 1), or the server's refusal. */
export function UploadState({
  label,
  upload,
}: {
  label: string;
  upload: { isPending: boolean; progress: number; isError: boolean; error: Error | null };
}) {
  return (
    <>
      {upload.isPending && <Progress value={upload.progress * 100} aria-label={label} animated size="lg" />}
      {upload.isError && (
        <Alert color="red" role="alert">
          {upload.error?.message}
        </Alert>
      )}
    </>
  );
}
