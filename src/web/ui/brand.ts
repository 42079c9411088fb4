/**
 * Humidor's brown: the logo's tile, the browser's toolbar colour (index.html's theme-color) and the
 * installed app's title bar and splash (the manifest in vite.config.ts). Read by the build, so it
 * imports nothing.
 */
export const brandColor = '#5c3b1e';
export const appName = 'Humidor';
export const appDescription = 'Sales CRM and order desk for the field: customers, notes, tasks and orders.';

/** The tobacco palette, lightest to darkest: Mantine's theme (theme.ts) and the sign-in page draw with it. */
export const tobaccoShades = [
  '#fbf3ea',
  '#f0e1cf',
  '#e2c29d',
  '#d4a168',
  '#c8853d',
  '#c07424',
  '#a8621b',
  '#8a4f15',
  '#6f3f10',
  '#5a320b',
] as const;
