import { createContext, useEffect } from 'react';

/**
 * Set when the server drew the page (decision 0092): its guess whether the page is for a phone. The
 * browser's first render must draw what the server drew, and parts that differ follow after. Null
 * when the browser draws the first screen itself.
 */
export const FirstScreenContext = createContext<boolean | null>(null);

/**
 * Marks the page as answering taps (`<html data-ready>`) once it is drawn by React: until then a page
 * the server drew only shows (its links work, its buttons wait). Journeys wait for it
 * (tests/e2e/support/browser.ts).
 */
export function useReadyMark(): void {
  useEffect(() => document.documentElement.setAttribute('data-ready', ''), []);
}
