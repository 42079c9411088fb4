/**
 * When code fails to load: a lazy page or part whose file could not be fetched (no connection, or
 * a deploy removed it: app/pwa/code-load.ts decides what the tab does then).
 */

/** The browsers' words for a module or its styles that could not be fetched. */
const codeLoadMessages = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's loader, for a chunk's stylesheet
  /is not a valid JavaScript MIME type/i, // an HTML page where a script was expected
];

/** The error is the browser failing to load code, not a fault in the page's code. */
export function isCodeLoadError(error: unknown): boolean {
  return error instanceof Error && codeLoadMessages.some((words) => words.test(error.message));
}

/**
 * Loads code a screen can do without for a while (the shell's offline runtime, search box, banner):
 * when the connection went before it arrived, it is asked again each time the browser comes back
 * online, and the screen shows its place-holder meanwhile instead of failing as a whole. Any other
 * failure is thrown as it is.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (!isCodeLoadError(error)) throw error;
    await new Promise((online) => window.addEventListener('online', online, { once: true }));
    return loadWhenOnline(load);
  });
}
