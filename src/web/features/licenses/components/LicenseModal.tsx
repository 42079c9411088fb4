import { Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { usStateCodes, usStateNames } from '../../../../domain/constants/states';
import {
  licenseCheckLabels,
  licenseKindLabels,
  licenseKinds,
  type CustomerLicense,
  type LicenseCheck,
} from '../../../../domain/compliance/licenses';
import type { LicenseDocument } from '../../../../domain/compliance/licenses-contract';
import { useRecordForm } from '../../../lib/use-record-form';
import { ModalSaveActions } from '../../../ui/ModalSaveActions';
import { useSaveLicense } from '../hooks/useLicenses';
import { checkLicenseForm, formOf, type LicenseForm } from '../lib/form';

const stateOptions = usStateCodes.map((code) => ({ value: code, label: `${code} · ${usStateNames[code]}` }));
const kindOptions = licenseKinds.map((kind) => ({ value: kind, label: licenseKindLabels[kind] }));

/** Add or edit a license, checked with the server's own schema before it is sent. */
export function LicenseModal({
  listId,
  license,
  defaultState,
  documents,
  onClose,
}: {
  listId: string;
  license: CustomerLicense | null;
  defaultState: string | null;
  documents: LicenseDocument[];
  onClose: () => void;
}) {
  const { form, set, errors, text, submit } = useRecordForm(() => formOf(license, defaultState));
  const save = useSaveLicense(listId);
  // A person types or attaches; only an import matches a license in the state's list (decision 0291).
  const checks: LicenseCheck[] =
    license?.check === 'state-list' ? ['state-list', 'typed', 'document'] : ['typed', 'document'];

  const saveForm = () =>
    submit(checkLicenseForm, (input) => save.mutate({ input, id: license?.id }, { onSuccess: onClose }));

  return (
    <Modal opened onClose={onClose} title={license ? 'Edit License' : 'New License'} size="lg">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="State"
            required
            searchable
            data={stateOptions}
            value={form.state || null}
            error={errors.state}
            onChange={(value) => set('state')(value ?? '')}
          />
          <Select
            label="Kind"
            required
            data={kindOptions}
            value={form.kind || null}
            error={errors.kind}
            onChange={(value) => set('kind')((value ?? '') as LicenseForm['kind'])}
          />
          <TextInput
            label="License number"
            required
            maxLength={60}
            {...text('number')}
            // The state is the customer's already; a searchable select focused first would open over the form.
            data-autofocus
          />
          <TextInput
            label="City or county"
            description="For a local license"
            maxLength={80}
            {...text('locality')}
          />
          <TextInput label="Issued" type="date" {...text('issuedOn')} />
          <TextInput label="Expires" type="date" {...text('expiresOn')} />
        </SimpleGrid>
        <Select
          label="How it was checked"
          data={checks.map((check) => ({ value: check, label: licenseCheckLabels[check] }))}
          value={form.check}
          error={errors.check}
          allowDeselect={false}
          onChange={(value) => set('check')((value ?? 'typed') as LicenseCheck)}
        />
        {form.check === 'document' && (
          <Select
            label="The photo or PDF"
            description="A file attached to one of this customer's notes"
            placeholder={
              documents.length ? 'Choose the file' : 'Attach it to a note about this customer first'
            }
            data={documents.map((d) => ({ value: d.id, label: `${d.name} · ${d.noteSubject}` }))}
            value={form.attachmentId}
            error={errors.attachmentId}
            onChange={set('attachmentId')}
          />
        )}
        <ModalSaveActions error={save.error} saving={save.isPending} onCancel={onClose} onSave={saveForm} />
      </Stack>
    </Modal>
  );
}
