/** The front door of user administration, the admin settings and integration tokens. */
export { SettingsPanel } from './components/SettingsPanel';
export { TokensPanel } from './components/TokensPanel';
export { UsersPanel } from './components/UsersPanel';
export { useAdminUsers } from './hooks/useAdmin';
