export { MapView } from './components/MapView';
export { BasemapUpload } from './components/BasemapUpload';
