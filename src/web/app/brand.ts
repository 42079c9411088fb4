/**
 * Humidor's brown: the logo's tile, the browser's toolbar colour (index.html's theme-color) and the
 * installed app's title bar and splash (the manifest in vite.config.ts). Read by the build, so it
 * imports nothing.
 */
export const brandColor = '#5c3b1e';
export const appName = 'Humidor';
export const appDescription = 'Sales CRM and order desk for the field: customers, notes, tasks and orders.';
