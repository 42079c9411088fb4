import { useMediaQuery } from '@mantine/hooks';
import { use } from 'react';
import { FirstScreenContext } from '../../lib/server-drawn';

/** Whether the screen is a desktop's (48em and wider): the menu starts open there. */
export function useIsDesktop(): boolean {
  const phoneGuess = use(FirstScreenContext);
  // On a page the server drew, its guess first, corrected just after. Otherwise read at the first
  // render, so a phone never draws the menu open first.
  return useMediaQuery('(min-width: 48em)', phoneGuess === null ? true : !phoneGuess, {
    getInitialValueInEffect: phoneGuess !== null,
  });
}
