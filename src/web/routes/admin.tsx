import { Button, Paper, Stack, Tabs, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SettingsPanel, TokensPanel, UsersPanel } from '../features/admin';
import { BasemapUpload } from '../features/map';
import { useSession } from '../features/session';
import { PageHeader } from '../ui/PageHeader';
import { NotAuthorizedPage } from '../ui/PageState';

/** /admin/: users and settings, for admins only (orders-and-records.md §2 Admin). */
export default function AdminPage() {
  const { me } = useSession();
  if (!me?.abilities['users.manage']) {
    return <NotAuthorizedPage title="Admin" />;
  }
  return (
    <Stack>
      <PageHeader
        title="Admin"
        subtitle="Users and settings"
        actions={
          <>
            <Button component={Link} to="/admin/audit" variant="light" mih={44}>
              Audit log
            </Button>
            {me.abilities['compliance.manage'] && (
              <Button component={Link} to="/admin/compliance" variant="light" mih={44}>
                Compliance
              </Button>
            )}
            {me.abilities['settings.manage'] && (
              <Button component={Link} to="/admin/shop-portal" variant="light" mih={44}>
                Shop portal
              </Button>
            )}
            {me.abilities['settings.manage'] && (
              <Button component={Link} to="/admin/quickbooks" variant="light" mih={44}>
                QuickBooks Web Connector
              </Button>
            )}
            {me.abilities['settings.manage'] && (
              <Button component={Link} to="/admin/compliance/license-lists" variant="light" mih={44}>
                License lists
              </Button>
            )}
            {me.abilities['settings.manage'] && (
              <Button component={Link} to="/admin/compliance/reports" variant="light" mih={44}>
                Compliance reports
              </Button>
            )}
          </>
        }
      />
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="users">Users</Tabs.Tab>
          {me.abilities['settings.manage'] && <Tabs.Tab value="settings">Settings</Tabs.Tab>}
          {me.abilities['tokens.manage'] && <Tabs.Tab value="tokens">Integration tokens</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersPanel currentUserId={me.user.id} />
        </Tabs.Panel>
        {me.abilities['settings.manage'] && (
          <Tabs.Panel value="settings" pt="md">
            <Stack>
              <SettingsPanel />
              <Paper withBorder p="md">
                <Title order={2} size="h4" mb="sm">
                  Map basemap file
                </Title>
                <BasemapUpload />
              </Paper>
            </Stack>
          </Tabs.Panel>
        )}
        {me.abilities['tokens.manage'] && (
          <Tabs.Panel value="tokens" pt="md">
            <TokensPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
