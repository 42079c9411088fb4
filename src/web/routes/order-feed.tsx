import { useEnvironment } from '../features/environment';
import { OrderFeed, orderSettingsFrom } from '../features/orders';
import { PageHeader } from '../ui/PageHeader';
import { ErrorState, Loading } from '../ui/PageState';

export default function OrderFeedPage() {
  const environment = useEnvironment();
  return (
    <>
      <PageHeader title="Orders Feed" />
      {environment.isPending ? (
        <Loading />
      ) : environment.error ? (
        <ErrorState error={environment.error} />
      ) : (
        <OrderFeed
          authors={environment.data.users.filter((u) => u.active)}
          tagLabels={orderSettingsFrom(environment.data.settings).rules.orderTags.map((t) => t.label)}
        />
      )}
    </>
  );
}
