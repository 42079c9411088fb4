/**
 * Setup for the web component tests. Files that render components opt into a DOM with the
 * docblock `// @vitest-environment happy-dom`; in the node environment this file only adds the
 * matchers. Mantine reads `matchMedia`, `ResizeObserver` and `document.fonts`, which happy-dom
 * leaves out.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

// A worker runs file after file with the same modules and globals (`isolate: false`, decision 0363):
// what a test fakes or stubs ends with it, or the next file sees it (a stubbed TZ moves every later
// file's dates; a fake clock never lets a later file's wait end).
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

if (typeof window !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // Role queries over Mantine's markup and typing key by key take seconds in happy-dom.
  vi.setConfig({ testTimeout: 60_000 });
  // `findBy…` and `waitFor` wait for a state; their 1 s default is shorter than a debounced search
  // takes to answer on CI's two cores beside the other suites (note-create's damaged items failed so).
  configure({ asyncUtilTimeout: 10_000 });
  const { notifications } = await import('@mantine/notifications');
  const { clearAnnouncements } = await import('../ui/Announcer');

  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });

  class NoResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = NoResizeObserver as unknown as typeof ResizeObserver;
  globalThis.ResizeObserver = window.ResizeObserver;

  // Textarea autosize listens for web fonts loading; happy-dom has no FontFaceSet.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
    });
  }

  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

  afterEach(() => {
    cleanup();
    // the notifications store outlives the rendered tree: a test starts with none shown
    notifications.clean();
    // so does the announcer's: a later file's page would start by saying this one's "Loading…"
    clearAnnouncements();
    window.localStorage.clear();
    window.sessionStorage.clear();
    // the next test (perhaps another file's, in the same window) starts from an empty page
    document.body.innerHTML = '';
    document.title = '';
  });
}
