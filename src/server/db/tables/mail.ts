import type { EmailLevel } from '../../../domain/users/email.js';
import type { ClaimColumns } from './jobs.js';

interface UserEmailPreferencesTable {
  userId: string;
  level: EmailLevel;
  dailyDigest: boolean;
  updatedAt: string;
}

/** What a mail says, rendered to text and HTML when it is sent (the link needs PUBLIC_URL). */
export interface MailBody {
  intro: string;
  lines: string[];
  /** A path inside Humidor, such as /noteview/ID. */
  link: string | null;
  linkLabel: string;
  /** Blocks after the lines, each with a heading (the digest's "Your week"). */
  sections?: MailSection[];
  /**
   * Addressed to a shop's buyer, not a user (decision 0342): the row's userId is the buyer's id, and
   * the mail leaves only while that buyer is of this shop and not revoked.
   */
  shopBuyer?: { customerListId: string };
}

export interface MailSection {
  heading: string;
  lines: string[];
  link: string | null;
  linkLabel: string;
}

export type MailStatus = 'pending' | 'running' | 'sent' | 'skipped' | 'failed';

export interface MailOutboxTable extends ClaimColumns {
  userId: string;
  aboutNoteIds: string[];
  subject: string;
  mailBody: MailBody;
  status: MailStatus;
  createdAt: string;
  sentAt: string | null;
}

export interface MailTables {
  userEmailPreferences: UserEmailPreferencesTable;
  mailOutbox: MailOutboxTable;
}

export const mailCodecColumns = { json: ['aboutNoteIds', 'mailBody'], boolean: ['dailyDigest'] };
