/** User administration, the admin settings and integration tokens: its front door, all that pages and the app shell import of it. */
export { SettingsPanel } from './components/SettingsPanel';
export { TokensPanel } from './components/TokensPanel';
export { UsersPanel } from './components/UsersPanel';
export { useAdminUsers } from './hooks/useAdmin';
