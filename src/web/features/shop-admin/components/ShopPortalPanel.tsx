import { Stack } from '@mantine/core';
import { ErrorState, Loading } from '../../../ui/PageState';
import { useShopItems, useShopPortal } from '../hooks/useShopAdmin';
import { ShopPortalForm } from './ShopPortalForm';

/** The portal's setting with the items it may offer, once both are read. */
export function ShopPortalPanel() {
  const portal = useShopPortal();
  const items = useShopItems();
  if (portal.isPending || items.isPending) return <Loading />;
  if (!portal.data || !items.data) return <ErrorState error={portal.error ?? items.error} />;
  return (
    <Stack>
      <ShopPortalForm
        key={portal.data.updatedAt ?? 'default'}
        portal={portal.data.value}
        updatedAt={portal.data.updatedAt}
        items={items.data}
      />
    </Stack>
  );
}
