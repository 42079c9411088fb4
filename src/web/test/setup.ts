/**
 * Setup for the web component tests. Files that render components opt into a DOM with the
 * docblock `// @vitest-environment happy-dom`; in the node environment this file only adds the
 * matchers. Mantine reads `matchMedia`, `ResizeObserver` and `document.fonts`, which happy-dom
 * leaves out.
 */
import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  // Role queries over Mantine's markup and typing key by key take seconds in happy-dom.
  vi.setConfig({ testTimeout: 60_000 });
  const { notifications } = await import('@mantine/notifications');

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
    window.localStorage.clear();
    window.sessionStorage.clear();
    vi.unstubAllGlobals();
  });
}
