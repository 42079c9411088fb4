import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { notesContract } from '../../domain/notes/contract';
import { notificationsContract } from '../../domain/notifications/contract';
import { systemContract } from '../../domain/system/contract';
import { openTasksKey } from '../features/notes';
import { notificationsKey } from '../features/notifications';
import { meQueryKey } from '../features/session';
import { systemInfoKey } from '../features/system';
import { hrefOf } from '../lib/api';
import type { FirstScreenAnswer } from './first-screen';

/**
 * The pages the server draws (decision 0092) and the answers each draws with: the same query keys
 * and URLs as the hooks that ask for them, so the browser's cache starts with them.
 */
export interface FirstScreenQuery {
  key: QueryKey;
  url: string;
  /** Kept as the first page of an infinite query. */
  pages?: true;
}

const signedIn: FirstScreenQuery[] = [
  { key: meQueryKey, url: '/api/me' },
  { key: [...notificationsKey, 'unread'], url: notificationsContract.unreadCount.path },
];

const pages: Readonly<Record<string, FirstScreenQuery[]>> = {
  '/': [
    { key: openTasksKey, url: notesContract.openTasks.path },
    {
      key: [...notificationsKey, 'list', false],
      url: hrefOf(notificationsContract.list, { query: {} }),
      pages: true,
    },
    { key: systemInfoKey, url: systemContract.info.path },
  ],
};

/**
 * The answers a signed-in page asks for as it first draws: the server preloads them for a page it
 * does not draw (web-app.ts), so they download beside the code.
 */
export function firstAnswerUrls(pathname: string): string[] {
  return [...signedIn, ...(pages[pathname] ?? [])].map((query) => query.url);
}

/** The answers the server fetches to draw `pathname`, or null when it is not drawn on the server. */
export function firstScreenQueries(pathname: string): FirstScreenQuery[] | null {
  const page = pages[pathname];
  return page ? [...signedIn, ...page] : null;
}

/**
 * How long an answer of the first screen is taken as fresh: the server fetched it moments ago, and
 * live events mark it stale when it changes (useLiveInvalidation), so the page does not ask again as
 * the browser takes it over.
 */
const freshMs = 30_000;

/** Puts the server's answers in the query cache, shaped as their hooks keep them. */
export function seedQueries(client: QueryClient, answers: readonly FirstScreenAnswer[]): void {
  for (const { key, data, pages } of answers) {
    client.setQueryDefaults(key, { staleTime: freshMs });
    client.setQueryData(key, pages ? { pages: [data], pageParams: [undefined] } : data);
  }
}
