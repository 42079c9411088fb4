import { Alert, Progress } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AttachmentPicker, useUploadAttachments } from '../features/attachments';
import { CustomerPicker, PreselectCustomer } from '../features/customers';
import type { CustomerSummary } from '../features/customers';
import { useEnvironment } from '../features/environment';
import { NoteForm, noteTagsFrom } from '../features/notes';
import { useCurrentVisit } from '../features/visits';
import { query } from '../lib/api';
import { useRefusedWrite, type RefusedWrite } from '../offline/hooks';
import { PageHeader } from '../ui/PageHeader';
import { ErrorState, Loading } from '../ui/PageState';

/** /notecreate, or `?outbox=<seq>`: a note the server refused, back in its form to correct (0072). */
export default function NoteCreatePage() {
  const [params] = useSearchParams();
  const refused = useRefusedWrite(params.get('outbox'), 'note');
  if (refused === undefined) return <Loading />;
  return <NoteCreate refused={refused} preselect={params.get('customerListID')} />;
}

function NoteCreate({
  refused,
  preselect: asked,
}: {
  refused: RefusedWrite<'note'> | null;
  preselect: string | null;
}) {
  const preselect = refused ? refused.request.body.customerListId : asked;
  const [customer, setCustomer] = useState<CustomerSummary | null>(null);
  const environment = useEnvironment();
  const navigate = useNavigate();
  const [files, setFiles] = useState<File[]>(refused?.files ?? []);
  const uploads = useUploadAttachments();
  // A note for the customer of the open visit is part of it (issue 27); one opened from /outbox keeps its own.
  const current = useCurrentVisit().data?.visit ?? null;
  const visit = current && customer && current.customerId === customer.listId ? current : null;
  const visitId = refused ? refused.request.body.visitId : visit?.id;
  return (
    <>
      <PageHeader title="Note Page" />
      {refused?.reason && (
        <Alert color="red" mb="md" title="The server refused this note" data-testid="refusal-reason">
          {refused.reason}
        </Alert>
      )}
      {visit && !refused && (
        <Alert color="teal" mb="md" data-testid="note-visit">
          This note is part of your visit at {visit.customerName}.
        </Alert>
      )}
      {preselect && <PreselectCustomer listId={preselect} onLoaded={setCustomer} />}
      {environment.isPending ? (
        <Loading />
      ) : environment.error ? (
        <ErrorState error={environment.error} />
      ) : (
        <NoteForm
          initial={refused?.request.body}
          visitId={visitId}
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
          onQueued={() => void navigate('/outbox')}
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
