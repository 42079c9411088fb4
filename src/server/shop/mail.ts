import type { AppConfig } from '../config/config.js';
import { badRequest } from '../http/errors.js';
import { escapeHtml } from '../mail/render.js';
import { smtpTransport } from '../mail/transport.js';

export interface InvitationMail {
  to: string;
  buyerName: string;
  shopName: string;
  companyName: string;
  invitedByName: string;
  /** The one-time token; it travels in the link's fragment, which browsers send to no server. */
  token: string;
  expiresAt: Date;
}

export const mailUnavailableMessage =
  'Email is not set up on this server (SMTP_URL), so no invitation can be sent. Ask your administrator.';

/** The invitation's link: the fragment keeps the token out of access logs and Referer headers. */
export const invitationLink = (publicUrl: string, token: string) =>
  `${new URL('/shop/invitation', publicUrl).toString()}#${token}`;

interface ShopMail {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  link: string;
  linkLabel: string;
  /** After the link's label, in brackets: how long and how often it works. */
  linkNote: string;
}

/**
 * Sends a buyer's mail at once, from the request (decision 0325): the person asking learns there
 * and then whether it left. The staff's mail outbox is addressed to users and rechecks their access
 * at sending, which a buyer does not have.
 */
async function sendShopMail(config: AppConfig, mail: ShopMail): Promise<void> {
  if (!config.mail) throw badRequest(mailUnavailableMessage);
  const text = [
    mail.greeting,
    '',
    mail.intro,
    '',
    `${mail.linkLabel} (${mail.linkNote}):`,
    mail.link,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.4">',
    `<p>${escapeHtml(mail.greeting)}</p>`,
    `<p>${escapeHtml(mail.intro)}</p>`,
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.linkLabel)}</a> (${escapeHtml(mail.linkNote)}).</p>`,
    '</body></html>',
  ].join('');
  const transport = smtpTransport(config.mail.smtpUrl);
  try {
    await transport.send({ from: config.mail.from, to: mail.to, subject: mail.subject, text, html });
  } finally {
    transport.close();
  }
}

export function sendInvitation(config: AppConfig, mail: InvitationMail): Promise<void> {
  return sendShopMail(config, {
    to: mail.to,
    subject: `Your ${mail.companyName} shop portal invitation`,
    greeting: `Hello ${mail.buyerName},`,
    intro: `${mail.invitedByName} of ${mail.companyName} invites you to order for ${mail.shopName} in the shop portal.`,
    link: invitationLink(config.publicUrl, mail.token),
    linkLabel: 'Set your password',
    linkNote: `the link works once, until ${mail.expiresAt.toUTCString()}`,
  });
}

/** "Email me a sign-in link": better-auth's magic link, which signs the buyer in once within 15 minutes. */
export function sendSignInLink(
  config: AppConfig,
  buyer: { email: string; name: string },
  url: string,
  minutes: number,
): Promise<void> {
  return sendShopMail(config, {
    to: buyer.email,
    subject: 'Your shop portal sign-in link',
    greeting: `Hello ${buyer.name},`,
    intro: 'Here is the sign-in link you asked for.',
    link: url,
    linkLabel: 'Sign in to the shop portal',
    linkNote: `the link works once, for ${minutes} minutes`,
  });
}
