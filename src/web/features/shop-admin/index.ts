/** The front door of Admin → Shop portal: the portal's setting and the items' words and photos for the shops. */
export { ShopItemsPanel } from './components/ShopItemsPanel';
export { ShopPortalPanel } from './components/ShopPortalPanel';
