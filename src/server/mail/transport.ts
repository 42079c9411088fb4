import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail leaves: SMTP in the server, a fake in tests. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Unless SMTP_URL names its own (nodemailer reads them from the URL's query). */
const smtpTimeoutsMs = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP from SMTP_URL; every step has a timeout so a silent server never holds the job runner. */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  for (const [name, ms] of Object.entries(smtpTimeoutsMs))
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  const transporter = nodemailer.createTransport(url.toString());
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}
