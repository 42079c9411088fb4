import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from './features/session';
import { firstAnswerUrls, firstScreenQueries } from './app/first-screen-queries';
import { renderFirstScreen, scriptJson } from './render';
import { aNote, aRepSignedIn } from './test/fixtures';

const me: Me = aRepSignedIn();

/** The answers the home page draws with, keyed as firstScreenQueries asks for them. */
function answersFor(task: ReturnType<typeof aNote>) {
  const data: Record<string, unknown> = {
    '/api/me': me,
    '/api/notifications/unread-count': { count: 0 },
    '/api/notes/open-tasks': { notes: [task] },
    '/api/notifications': { notifications: [], nextCursor: null },
    '/api/system-info': { lastSuccessfulImportAt: null },
  };
  return (firstScreenQueries('/') ?? []).map(({ key, url, pages }) => ({
    key,
    data: data[url],
    ...(pages && { pages }),
  }));
}

describe('scriptJson', () => {
  it('reads back as the same value and can never close or break its script element', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = scriptJson(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('renderFirstScreen', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('asks for the answers the home page draws with, and for no other page', () => {
    expect(firstScreenQueries('/')?.map((query) => query.url)).toEqual([
      '/api/me',
      '/api/notifications/unread-count',
      '/api/notes/open-tasks',
      '/api/notifications',
      '/api/system-info',
    ]);
    expect(firstScreenQueries('/notefeed')).toBeNull();
  });

  it('names the same first answers for the server to preload when it does not draw the page', () => {
    expect(firstAnswerUrls('/')).toEqual(firstScreenQueries('/')?.map((query) => query.url));
    // Every signed-in page asks who is signed in and the top bar's unread count.
    expect(firstAnswerUrls('/notefeed')).toEqual(['/api/me', '/api/notifications/unread-count']);
  });

  it('draws the home page from the answers, and leaves them in the page as data', async () => {
    const task = aNote({ subject: 'Call back </script><script>alert(1)</script>', isTask: true });
    const drawn = await renderFirstScreen('http://humidor.test/', { answers: answersFor(task), phone: true });
    expect(drawn?.markup).toContain('Open Tasks');
    expect(drawn?.markup).toContain('Call back &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(drawn?.markup).toContain('Ana Rep');
    expect(drawn?.title).toBe('Home · Humidor');
    // A phone: the side menu starts closed.
    expect(drawn?.markup).toContain('aria-expanded="false"');
    const payload = /^<script type="application\/json" id="first-screen">(.*)<\/script>$/.exec(
      drawn?.payload ?? '',
    );
    expect(payload?.[1]).not.toContain('</script');
    expect(JSON.parse(payload?.[1] ?? '')).toMatchObject({ phone: true, answers: answersFor(task) });
  });

  it('draws dates in the zone the server sets around the drawing', async () => {
    const task = aNote({ isTask: true, taskDueAt: '2026-11-24T18:00:00.000Z' });
    // The server sets the browser's zone around the drawing (server/http/first-screen.ts).
    const inZone = (zone: string) => (render: () => string) => {
      vi.stubEnv('TZ', zone);
      return render();
    };
    const screen = { answers: answersFor(task), phone: false };
    const utc = await renderFirstScreen('http://humidor.test/', screen, inZone('UTC'));
    const chicago = await renderFirstScreen('http://humidor.test/', screen, inZone('America/Chicago'));
    expect(utc?.markup).toContain('due Nov 24, 6:00 PM');
    expect(chicago?.markup).toContain('due Nov 24, 12:00 PM');
    // A desktop: the side menu starts open.
    expect(utc?.markup).toContain('aria-expanded="true"');
  });
});
