/** The front door of Admin → Compliance: permits and rules, the items' tax attributes, the sub-navigation. */
export { ComplianceNav } from './components/ComplianceNav';
export { PermitsPanel } from './components/PermitsPanel';
export { RulesPanel } from './components/RulesPanel';
export { TaxProfilesPanel } from './components/TaxProfilesPanel';
export { usePermits, useLicenseRules } from './hooks/useCompliance';
