import { useEnvironment } from '../features/environment';
import { NoteFeed, noteTagsFrom } from '../features/notes';
import { useSession } from '../features/session';
import { PageHeader } from '../ui/PageHeader';
import { ErrorState, Loading, readFailed } from '../ui/PageState';

export default function NoteFeedPage() {
  const environment = useEnvironment();
  const { me } = useSession();
  return (
    <>
      <PageHeader title="Notes Feed" />
      {environment.isPending ? (
        <Loading />
      ) : readFailed(environment) ? (
        <ErrorState error={environment.error} />
      ) : (
        <NoteFeed
          userId={me?.user.id ?? ''}
          tagLabels={noteTagsFrom(environment.data.settings.noteTags).map((t) => t.label)}
          authors={environment.data.users.filter((u) => u.active)}
        />
      )}
    </>
  );
}
