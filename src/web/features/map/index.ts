export { MapView } from './components/MapView';
