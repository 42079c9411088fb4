import { Alert, Anchor, Paper, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../ui/PageHeader';

/** The order result page: links to the feed, the order (one order only) and the customer. */
export default function SubmitOrderPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const count = Number(params.get('multiplyOrder') ?? '0');
  const customerListId = params.get('customerListID');
  const ok = count > 0;
  return (
    <>
      <PageHeader title={ok ? 'Order submitted' : 'Order not submitted'} />
      <Paper withBorder p="md">
        <Stack gap="xs">
          {ok ? (
            <Alert color="green">
              {count > 1 ? `${count} equal orders were submitted.` : 'Your order was submitted.'}
            </Alert>
          ) : (
            <Alert color="red" role="alert">
              There was a problem submitting the order, try again later.
            </Alert>
          )}
          <Anchor component={Link} to="/orderfeed">
            Go to the Orders Feed
          </Anchor>
          {id && count === 1 && (
            <Anchor component={Link} to={`/orderview/${id}`}>
              View the order
            </Anchor>
          )}
          {customerListId && (
            <Anchor component={Link} to={`/customerpage/${customerListId}`}>
              Go to the customer
            </Anchor>
          )}
          <Anchor component={Link} to="/ordercreate">
            Take another order
          </Anchor>
        </Stack>
      </Paper>
    </>
  );
}
