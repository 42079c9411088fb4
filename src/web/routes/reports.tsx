import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { useSession } from '../features/session';
import { PageHeader } from '../ui/PageHeader';
import { EmptyState } from '../ui/PageState';
import { touchLinkStyle } from '../ui/touch';

/** The user's external reporting dashboard in a frame (orders-and-records.md §2 Reports). */
export default function ReportsPage() {
  const { me } = useSession();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const url = me?.user.reportUrl;
  if (!me?.abilities['reports.view'] || !url) {
    return (
      <Stack>
        <PageHeader title="Reports" />
        <EmptyState>Not Authorized</EmptyState>
        {me?.abilities['users.manage'] && (
          // The dashboard is a per-user link (decision 0052); an admin without one learns where it is set.
          <Text c="dimmed" ta="center" size="sm">
            A user sees Reports once their report link is set:{' '}
            <Anchor component={Link} to="/admin" underline="always">
              Admin → Users → Edit
            </Anchor>
            .
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack>
      <PageHeader
        title="Reports"
        actions={
          <Anchor href={url} target="_blank" rel="noopener noreferrer" style={{ ...touchLinkStyle, gap: 4 }}>
            <IconExternalLink size={16} aria-hidden /> Open in a new tab
          </Anchor>
        }
      />
      <iframe
        title="Reports dashboard"
        src={url}
        width="100%"
        height={narrow ? 3200 : 1500}
        style={{ border: 0 }}
        referrerPolicy="no-referrer"
      />
    </Stack>
  );
}
