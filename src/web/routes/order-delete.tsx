import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../ui/PageHeader';

/**
 * The order delete result: success or failure, and a way back to the feed. After a delete the order
 * page replaced itself with the feed in the history, so the browser's Back goes there too.
 */
export default function OrderDeletePage() {
  const [params] = useSearchParams();
  const ok = params.get('result') === 'success';
  const code = params.get('code');
  return (
    <>
      <PageHeader title={ok ? 'Order deleted' : 'Order not deleted'} />
      <Stack>
        {ok ? (
          <Alert color="green">The order was deleted.</Alert>
        ) : code === 'FORBIDDEN' ? (
          <Alert color="red" role="alert">
            Error {code}: Make sure you are the author
          </Alert>
        ) : (
          <Alert color="red" role="alert">
            {code ? `Error ${code}: ` : ''}The order could not be deleted. Please try again later.
          </Alert>
        )}
        <Anchor component={Link} to="/orderfeed">
          Back to the Orders Feed
        </Anchor>
      </Stack>
    </>
  );
}
