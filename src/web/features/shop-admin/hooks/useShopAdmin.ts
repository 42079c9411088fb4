import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopPortalSettings } from '../../../../domain/settings/shopPortal';
import { useLiveInvalidation } from '../../../lib/live';
import {
  describeShopItem,
  fetchShopItems,
  fetchShopPortal,
  saveShopPortal,
  shopAdminKey,
  shopItemsKey,
  shopPortalKey,
} from '../api/shop-admin';

/** The portal's setting, refetched when any admin saves a setting. */
export function useShopPortal() {
  useLiveInvalidation(['settings.changed'], shopPortalKey);
  return useQuery({ queryKey: shopPortalKey, queryFn: fetchShopPortal });
}

export function useSaveShopPortal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: ShopPortalSettings) => saveShopPortal(value),
    onSuccess: () => {
      notifications.show({ color: 'green', message: 'Saved. The shops see the change now.' });
      return client.invalidateQueries({ queryKey: shopAdminKey });
    },
  });
}

/** Every item with its description and photo for the shops; photos refetch when files change. */
export function useShopItems() {
  useLiveInvalidation(['settings.changed', 'attachments.changed'], shopItemsKey);
  return useQuery({ queryKey: shopItemsKey, queryFn: fetchShopItems, select: (data) => data.items });
}

export function useDescribeShopItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, description }: { listId: string; description: string }) =>
      describeShopItem(listId, description),
    onSuccess: () => client.invalidateQueries({ queryKey: shopItemsKey }),
  });
}
