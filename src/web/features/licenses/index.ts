/** The front door of a customer's licenses (issue 46, part 1). */
export { LicensesSection } from './components/LicensesSection';
export { LicenseStandingBadge } from './components/LicenseStandingBadge';
export { LapsedLicenseBadge } from './components/LapsedLicenseBadge';
export { LicenseExpiredBadge } from './components/LicenseExpiredBadge';
