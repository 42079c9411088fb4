import { Alert, Center, Stack } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { notLoggedInMessage } from '../../domain/notifications/text';
import { LoginForm } from '../features/session/components/LoginForm';
import { useSession } from '../features/session/hooks/useSession';
import { Loading } from '../ui/PageState';

/** Only same-site paths are followed after sign-in. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export default function LoginPage() {
  const { me, loading } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNext(params.get('next'));
  if (loading) return <Loading />;
  if (me) return <Navigate to={next} replace />;
  return (
    <Center component="main" mih="100dvh" p="md" bg="tobacco.0">
      <Stack w="100%" maw={420}>
        {/* Sent here from a page that needs a session (the spec's notifications text, seed 000 §8). */}
        {params.has('next') && (
          <Alert color="blue" role="status" title={notLoggedInMessage}>
            Sign in to see this page.
          </Alert>
        )}
        <LoginForm onSignedIn={() => void navigate(next, { replace: true })} />
      </Stack>
    </Center>
  );
}
