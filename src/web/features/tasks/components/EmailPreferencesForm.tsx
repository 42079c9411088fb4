import { Alert, Button, Checkbox, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  emailLevelLabels,
  emailLevels,
  type EmailLevel,
  type EmailPreferences,
} from '../../../../domain/users/email';
import { failureWithReason, useAnnounce } from '../../../ui/Announcer';
import { ErrorState, Loading, readFailed } from '../../../ui/PageState';
import { useEmailPreferences, useSaveEmailPreferences } from '../hooks/useTasks';

const isLevel = (value: string): value is EmailLevel => (emailLevels as readonly string[]).includes(value);

/** What to receive by email; shown only when the server can send email (SMTP_URL). */
export function EmailPreferencesForm() {
  const current = useEmailPreferences();
  if (current.isPending) return <Loading />;
  if (readFailed(current)) return <ErrorState error={current.error} />;
  if (!current.data.available)
    return (
      <EmailSection>
        <Text c="dimmed" data-testid="email-unavailable">
          This Humidor does not send email.
        </Text>
      </EmailSection>
    );
  return <EmailChoices saved={current.data.preferences} />;
}

/** The page's Email section: its box and title, whether the server sends email or not. */
function EmailSection({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="email-title">
      <Title order={2} size="h4" id="email-title" mb="sm">
        Email
      </Title>
      {children}
    </Paper>
  );
}

function EmailChoices({ saved }: { saved: EmailPreferences }) {
  const save = useSaveEmailPreferences();
  const announce = useAnnounce();
  const [draft, setDraft] = useState<EmailPreferences>(saved);
  return (
    <EmailSection>
      <Stack>
        {save.error && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
        <Radio.Group
          label="Send me email about"
          value={draft.level}
          onChange={(value) => {
            if (isLevel(value)) setDraft({ ...draft, level: value });
          }}
        >
          <Stack gap="sm" mt="xs">
            {emailLevels.map((level) => (
              <Radio key={level} value={level} label={emailLevelLabels[level]} />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox
          label="A morning email with my open and overdue tasks"
          checked={draft.dailyDigest}
          onChange={(e) => setDraft({ ...draft, dailyDigest: e.currentTarget.checked })}
        />
        <div>
          <Button
            mih={44}
            loading={save.isPending}
            onClick={() =>
              save.mutate(draft, {
                onSuccess: () => announce('Email settings saved'),
                onError: (error) => announce.error(failureWithReason('Email settings not saved', error)),
              })
            }
          >
            Save email settings
          </Button>
        </div>
      </Stack>
    </EmailSection>
  );
}
