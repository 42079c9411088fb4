import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { AttachmentList } from '../features/attachments';
import { useSession } from '../features/session';
import { ShopItemsPanel, ShopPortalPanel } from '../features/shop-admin';
import { PageHeader } from '../ui/PageHeader';
import { NotAuthorizedPage } from '../ui/PageState';

/** /admin/shop-portal: what the shops see and may order (issue 48, part 6), for admins. */
export default function AdminShopPortalPage() {
  const { me } = useSession();
  if (!me?.abilities['settings.manage']) return <NotAuthorizedPage title="Shop portal" />;
  return (
    <Stack>
      <PageHeader title="Shop portal" subtitle="What the shops see and may order" />
      <Tabs defaultValue="portal" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="portal">Portal</Tabs.Tab>
          <Tabs.Tab value="items">Items</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="portal" pt="md">
          <Stack>
            <ShopPortalPanel />
            <Paper withBorder p="md">
              <Title order={2} size="h4">
                Logo
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                The newest image here is the storefront&apos;s logo (JPEG, PNG, GIF or WebP).
              </Text>
              <AttachmentList owner={{ ownerType: 'portal', ownerId: 'logo' }} />
            </Paper>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="items" pt="md">
          <ShopItemsPanel
            photos={(listId) => <AttachmentList owner={{ ownerType: 'item', ownerId: listId }} />}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
