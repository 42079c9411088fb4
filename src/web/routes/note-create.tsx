import { Progress } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AttachmentPicker } from '../features/attachments/components/AttachmentPicker';
import { useUploadAttachments } from '../features/attachments/hooks/useAttachments';
import type { CustomerSummary } from '../features/customers/api/customers';
import { CustomerPicker } from '../features/customers/components/CustomerPicker';
import { useCustomer } from '../features/customers/hooks/useCustomers';
import { useEnvironment } from '../features/environment/hooks/useEnvironment';
import { NoteForm } from '../features/notes/components/NoteForm';
import { noteTagsFrom } from '../features/notes/lib/noteTags';
import { query } from '../lib/api';
import { PageHeader } from '../ui/PageHeader';
import { ErrorState, Loading } from '../ui/PageState';

/** Loads the customer named by ?customerListID= once and hands it to the form. */
function Preselect({ listId, onLoaded }: { listId: string; onLoaded(c: CustomerSummary): void }) {
  const customer = useCustomer(listId);
  const done = useRef(false);
  useEffect(() => {
    if (!customer.data || done.current) return;
    done.current = true;
    onLoaded(customer.data);
  }, [customer.data, onLoaded]);
  return customer.error ? <ErrorState error={customer.error} /> : null;
}

export default function NoteCreatePage() {
  const [params] = useSearchParams();
  const preselect = params.get('customerListID');
  const [customer, setCustomer] = useState<CustomerSummary | null>(null);
  const environment = useEnvironment();
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>([]);
  const uploads = useUploadAttachments();
  return (
    <>
      <PageHeader title="Note Page" />
      {preselect && <Preselect listId={preselect} onLoaded={setCustomer} />}
      {environment.isPending ? (
        <Loading />
      ) : environment.error ? (
        <ErrorState error={environment.error} />
      ) : (
        <NoteForm
          noteTags={noteTagsFrom(environment.data.settings.noteTags)}
          customerListId={customer?.listId ?? null}
          customerPicker={<CustomerPicker value={customer} onChange={setCustomer} />}
          onClear={() => {
            setCustomer(null);
            setFiles([]);
          }}
          attachments={
            <>
              <AttachmentPicker files={files} onChange={setFiles} disabled={uploads.uploading} />
              {uploads.progress !== null && (
                <Progress value={uploads.progress * 100} aria-label="Upload progress" />
              )}
            </>
          }
          files={files}
          onQueued={() => void navigate('/sync')}
          onSaved={async (note) => {
            // Files are uploaded only once the note exists (spec §2, §4); files that fail are
            // retried on the note's page, never by saving the note again.
            const uploaded = await uploads.uploadAfterSave({ ownerType: 'note', ownerId: note.id }, files);
            void navigate(
              uploaded
                ? `/submitnote${query({ id: note.id, customerListID: note.customerListId })}`
                : `/noteview/${note.id}`,
            );
          }}
        />
      )}
    </>
  );
}
