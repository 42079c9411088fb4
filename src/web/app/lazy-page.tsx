import { Button, Stack } from '@mantine/core';
import { useEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotOnDevice } from '../ui/PageState';
import { isCodeLoadError } from '../lib/code-load';
import { serverAnswersPage } from './pwa/code-load';

const codeMissing =
  'This page’s code had not reached this device when the connection went. It opens once you are back online.';

/**
 * Offline, a page whose code never reached this device: said inside the shell (the menu and the
 * pages this device does keep stay in reach), where a thrown error would replace the whole shell.
 * The router keeps this in the page's place until the next load, so back online it reloads the tab.
 */
export function PageCodeMissing() {
  useEffect(() => {
    let current = true;
    const reloadWhenServerAnswers = () =>
      void serverAnswersPage().then((answers) => {
        if (answers && current) window.location.reload();
      });
    // The browser may still say online a moment after the connection went: the server decides.
    if (navigator.onLine) reloadWhenServerAnswers();
    window.addEventListener('online', reloadWhenServerAnswers);
    return () => {
      current = false;
      window.removeEventListener('online', reloadWhenServerAnswers);
    };
  }, []);
  return (
    <Stack align="flex-start">
      <NotOnDevice reason={codeMissing} />
      <Button variant="default" mih={44} onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}

/**
 * A route's `lazy` for a page loaded when first visited. A failed load while the server answers
 * still throws: the route's error screen reloads the tab onto a new version (RouteError, decision
 * 0096). Without a server (the browser offline, or saying online a moment after the connection
 * went), the page says so inside the shell.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      try {
        return { Component: (await load()).default };
      } catch (error) {
        if (isCodeLoadError(error) && (!navigator.onLine || !(await serverAnswersPage())))
          return { Component: PageCodeMissing };
        throw error;
      }
    },
  };
}
