/** The map of customers (/map) and the admin's basemap upload. */
export { MapView } from './components/MapView';
export { BasemapUpload } from './components/BasemapUpload';
export type { MapOverlay, MapPlace } from './lib/overlay';
