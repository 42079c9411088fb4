/** The front door of the state license lists an admin imports (issue 46, part 1). */
export { LicenseListsPanel } from './components/LicenseListsPanel';
