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

/**
 * Sends the invitation at once, from the request (decision 0325): the person inviting learns
 * there and then whether it left. The staff's mail outbox is addressed to users and rechecks
 * their access at sending, which a buyer does not have.
 */
export async function sendInvitation(config: AppConfig, mail: InvitationMail): Promise<void> {
  if (!config.mail) throw badRequest(mailUnavailableMessage);
  const link = invitationLink(config.publicUrl, mail.token);
  const until = mail.expiresAt.toUTCString();
  const intro = `${mail.invitedByName} of ${mail.companyName} invites you to order for ${mail.shopName} in the shop portal.`;
  const text = [
    `Hello ${mail.buyerName},`,
    '',
    intro,
    '',
    `Set your password here (the link works once, until ${until}):`,
    link,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.4">',
    `<p>Hello ${escapeHtml(mail.buyerName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">Set your password</a> (the link works once, until ${escapeHtml(until)}).</p>`,
    '</body></html>',
  ].join('');
  const transport = smtpTransport(config.mail.smtpUrl);
  try {
    await transport.send({
      from: config.mail.from,
      to: mail.to,
      subject: `Your ${mail.companyName} shop portal invitation`,
      text,
      html,
    });
  } finally {
    transport.close();
  }
}
