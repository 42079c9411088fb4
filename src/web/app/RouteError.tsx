import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown instead of a blank page when a screen fails to load or render. The usual cause is a new
 * version of Humidor deployed while the tab was open (its old page files are gone): reloading fixes it.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack maw={480}>
        <Alert color="red" title="This page could not be shown" role="alert">
          <Text>Humidor may have been updated while this tab was open. Reloading usually fixes it.</Text>
          <Text size="sm" c="dimmed" mt="xs">
            {detail}
          </Text>
        </Alert>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
