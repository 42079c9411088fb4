import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { usStateCodes, usStateNames } from '../../../../domain/constants/states';
import {
  licenseCheckLabels,
  licenseKindLabels,
  licenseKinds,
  type CustomerLicense,
  type LicenseCheck,
} from '../../../../domain/compliance/licenses';
import type { LicenseDocument } from '../../../../domain/compliance/licenses-contract';
import { ErrorState } from '../../../ui/PageState';
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
  const [form, setForm] = useState<LicenseForm>(() => formOf(license, defaultState));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveLicense(listId);
  const set =
    <K extends keyof LicenseForm>(key: K) =>
    (value: LicenseForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  // A person types or attaches; only an import matches a license in the state's list (decision 0291).
  const checks: LicenseCheck[] =
    license?.check === 'state-list' ? ['state-list', 'typed', 'document'] : ['typed', 'document'];

  const submit = () => {
    const checked = checkLicenseForm(form);
    if (!checked.input) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate({ input: checked.input, id: license?.id }, { onSuccess: onClose });
  };

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
            value={form.number}
            error={errors.number}
            onChange={(e) => set('number')(e.currentTarget.value)}
            // The state is the customer's already; a searchable select focused first would open over the form.
            data-autofocus
          />
          <TextInput
            label="City or county"
            description="For a local license"
            maxLength={80}
            value={form.locality}
            error={errors.locality}
            onChange={(e) => set('locality')(e.currentTarget.value)}
          />
          <TextInput
            label="Issued"
            type="date"
            value={form.issuedOn}
            error={errors.issuedOn}
            onChange={(e) => set('issuedOn')(e.currentTarget.value)}
          />
          <TextInput
            label="Expires"
            type="date"
            value={form.expiresOn}
            error={errors.expiresOn}
            onChange={(e) => set('expiresOn')(e.currentTarget.value)}
          />
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
        {save.error && <ErrorState error={save.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
