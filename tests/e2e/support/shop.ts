import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../src/server/test/smtp-sink.js';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

/** The shop portal journeys' file-wide pieces, set before the first journey (read them inside tests). */
export const shop = {} as { smtp: SmtpSink; server: RunningServer; browser: Browser };

/**
 * Starts an SMTP sink (the buyer's mailbox: the server sends its invitations there), the real server
 * mailing to it, and Chromium before a file's journeys, and stops them after.
 */
export function useShopJourneys(): void {
  beforeAll(async () => {
    shop.smtp = await startSmtpSink();
    [shop.server, shop.browser] = await Promise.all([
      startServer({ SMTP_URL: shop.smtp.url }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.server?.stop();
    await shop.smtp?.close();
  });
}

/** The invitation link in the last email to `to` (quoted-printable's soft line breaks joined). */
export function invitationLinkTo(to: string): string {
  const mail = shop.smtp.received.filter((m) => m.to.includes(to)).at(-1);
  const raw = (mail?.raw ?? '').replace(/=\r?\n/g, '');
  const link = /https?:\/\/[^\s"<>]+\/shop\/invitation#[A-Za-z0-9_-]+/.exec(raw)?.[0];
  if (!link) throw new Error(`no invitation link in a mail to ${to}`);
  return link;
}
