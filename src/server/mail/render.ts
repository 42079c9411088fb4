import type { MailBody } from '../db/tables/mail.js';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A buyer has no settings page: they get their own orders' news, and say so. */
const shopFooter = 'You get this email because your shop ordered in the shop portal.';

/** A mail's plain-text and HTML bodies; the link is absolute (PUBLIC_URL). */
export function renderMail(body: MailBody, publicUrl: string): { text: string; html: string } {
  const href = body.link ? new URL(body.link, publicUrl).toString() : null;
  const sections = (body.sections ?? []).map((section) => ({
    ...section,
    href: section.link ? new URL(section.link, publicUrl).toString() : null,
  }));
  const text = [
    body.intro,
    ...(body.lines.length ? ['', ...body.lines.map((line) => `- ${line}`)] : []),
    ...(href ? ['', `${body.linkLabel}: ${href}`] : []),
    ...sections.flatMap((section) => [
      '',
      section.heading,
      ...section.lines.map((line) => `- ${line}`),
      ...(section.href ? [`${section.linkLabel}: ${section.href}`] : []),
    ]),
    '',
    '--',
    body.shopBuyer
      ? shopFooter
      : `You chose these emails in Humidor; change them under My settings: ${new URL('/settings', publicUrl).toString()}`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.4">',
    `<p>${escapeHtml(body.intro)}</p>`,
    body.lines.length ? `<ul>${body.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '',
    href ? `<p><a href="${escapeHtml(href)}">${escapeHtml(body.linkLabel)}</a></p>` : '',
    ...sections.map(
      (section) =>
        `<h2 style="font-size: 16px">${escapeHtml(section.heading)}</h2>` +
        `<ul>${section.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
        (section.href
          ? `<p><a href="${escapeHtml(section.href)}">${escapeHtml(section.linkLabel)}</a></p>`
          : ''),
    ),
    body.shopBuyer
      ? `<p style="color: #666; font-size: 12px">${escapeHtml(shopFooter)}</p>`
      : `<p style="color: #666; font-size: 12px">You chose these emails in Humidor; <a href="${escapeHtml(new URL('/settings', publicUrl).toString())}">change them under My settings</a>.</p>`,
    '</body></html>',
  ].join('');
  return { text, html };
}
