import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { afterLoadFailure, lastReloadForUpdate, reloadForUpdate, serverAnswersPage } from './pwa/code-load';
import { isCodeLoadError } from '../lib/code-load';

/**
 * Shown instead of a blank page when a screen fails to load or render. Code that could not be
 * loaded usually means a new version was deployed while the tab was open (its old page files are
 * gone): the tab reloads itself once onto it, saying so, and the new version says "Humidor was
 * updated" (UpdatedNotice). Otherwise, or when that reload did not help, the error and a Reload button.
 */
export function RouteError() {
  const error = useRouteError();
  const codeLoad = isCodeLoadError(error);
  const [step, setStep] = useState<'checking' | 'reload' | 'show-error'>(
    codeLoad ? 'checking' : 'show-error',
  );
  useEffect(() => {
    if (!codeLoad) return;
    let current = true;
    void serverAnswersPage().then((serverAnswers) => {
      if (!current) return;
      const now = Date.now();
      const next = afterLoadFailure({
        codeLoad,
        online: navigator.onLine,
        serverAnswers,
        lastReloadAt: lastReloadForUpdate(),
        now,
      });
      setStep(next);
      if (next === 'reload') reloadForUpdate(now);
    });
    return () => {
      current = false;
    };
  }, [codeLoad]);

  if (step !== 'show-error') {
    return (
      <Center component="main" mih="100dvh" p="md">
        <Stack align="center" role="status">
          <Loader aria-hidden />
          <Text>{step === 'reload' ? 'Humidor was updated. Loading the new version…' : 'Loading…'}</Text>
        </Stack>
      </Center>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack maw={480}>
        <Alert color="red" title="This page could not be shown" role="alert">
          <Text>
            {codeLoad && !navigator.onLine
              ? 'This page’s code is not on this device and there is no connection. Reload when you are back online.'
              : 'Humidor may have been updated while this tab was open. Reloading usually fixes it; what you typed in open forms is kept.'}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {detail}
          </Text>
        </Alert>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
