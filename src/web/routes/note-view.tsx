import { useNavigate, useParams } from 'react-router';
import { AttachmentList, AttachmentPicker, useUploadAttachments } from '../features/attachments';
import { CommentsPanel } from '../features/comments';
import { useEnvironment } from '../features/environment';
import { HistoryPanel } from '../features/history';
import { NoteDetails, useNote, useKeptNote } from '../features/notes';
import type { NotePage } from '../features/notes';
import { useSession } from '../features/session';
import { query } from '../lib/api';
import { PageHeader } from '../ui/PageHeader';
import { ErrorState, Loading, readFailed } from '../ui/PageState';

export default function NoteViewPage() {
  const { id = '' } = useParams();
  const page = useNote(id);
  // Offline, a note never opened here, as a list kept on this device shows it.
  const kept = useKeptNote(id, page);
  const navigate = useNavigate();
  const details = (shown: NotePage) => (
    <NoteDetails
      page={shown}
      onDeleted={(note) => void navigate(`/deletenote${query({ customerListID: note.customerListId })}`)}
      extra={
        <>
          <AttachmentList owner={{ ownerType: 'note', ownerId: shown.note.id }} />
          <NoteComments noteId={shown.note.id} />
          <HistoryPanel subject="note" id={shown.note.id} />
        </>
      }
    />
  );
  return (
    <>
      <PageHeader title="Note" />
      {kept ? (
        details(kept)
      ) : page.isPending ? (
        <Loading />
      ) : readFailed(page) ? (
        <ErrorState error={page.error} />
      ) : (
        details(page.data)
      )}
    </>
  );
}

/** The comments panel with files on comments and the users one may mention. */
function NoteComments({ noteId }: { noteId: string }) {
  const environment = useEnvironment();
  const { me } = useSession();
  const { upload } = useUploadAttachments();
  return (
    <CommentsPanel
      userId={me?.user.id ?? ''}
      noteId={noteId}
      users={environment.data?.users ?? []}
      attachments={{
        picker: (files, onChange, disabled) => (
          <AttachmentPicker files={files} onChange={onChange} disabled={disabled} />
        ),
        upload: (commentId, files) => upload({ ownerType: 'comment', ownerId: commentId }, files),
        list: (comment) => (
          <AttachmentList owner={{ ownerType: 'comment', ownerId: comment.id }} offerAdding={false} />
        ),
      }}
    />
  );
}
