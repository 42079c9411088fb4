import { Alert, Anchor, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../ui/PageHeader';

/** The order delete result: success or failure, and a way back to the feed (Back goes there too). */
export default function OrderDeletePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ok = params.get('result') === 'success';
  const code = params.get('code');
  useEffect(() => {
    const back = () => void navigate('/orderfeed', { replace: true });
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
  }, [navigate]);
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
