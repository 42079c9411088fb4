/**
 * What the shell loads just after the first paint (app/shell/SignedIn.tsx), as its own chunk. Apart
 * from index.ts so the front door stays re-exports only: a door with code of its own would bring in
 * everything it names.
 */
export const loadCustomerSearchBox = () => import('./components/CustomerSearchBox');
