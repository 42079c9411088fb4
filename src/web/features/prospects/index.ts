/** The front door of the prospects (issue 47, part 5): the admin's import, the map's layer, Near me's list. */
export { ProspectImportPanel } from './components/ProspectImportPanel';
export { useProspectsLayer } from './components/ProspectsLayer';
export { NearProspects } from './components/NearProspects';
export type { ProspectHistory } from './components/ProspectCard';
