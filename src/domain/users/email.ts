import { z } from 'zod';

/** What a user wants by email (docs/decisions/0049-email.md); nothing unless they choose. */
export const emailLevels = ['none', 'tasks', 'everything'] as const;
export type EmailLevel = (typeof emailLevels)[number];

export const emailLevelLabels: Record<EmailLevel, string> = {
  none: 'No email',
  tasks: 'Mentions and my tasks',
  everything: 'Everything I am notified about',
};

export const emailPreferencesSchema = z.object({
  level: z.enum(emailLevels),
  /** A morning email listing one's open and overdue tasks. */
  dailyDigest: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const defaultEmailPreferences: EmailPreferences = { level: 'none', dailyDigest: false };
