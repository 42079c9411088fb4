import type { ReactNode } from 'react';
import { ShopPortal } from '../features/shop';
import { shopDownloads } from '../printing/shop-downloads';

/** The staff app's provider is already around the portal: its Mantine pages need nothing more. */
const AppLibrary = ({ children }: { children: ReactNode }) => children;

/**
 * The shop portal's pages in the staff app (decision 0352): what a device whose staff service worker
 * answers a navigation with index.html shows for `/shop/…`. The portal moves between its pages by
 * itself (decision 0354); the router's routes give the titles.
 */
export default function Page() {
  return <ShopPortal downloads={shopDownloads} Library={AppLibrary} />;
}
