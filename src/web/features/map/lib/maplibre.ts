import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

// MapLibre looks for its worker beside its own module; the bundle moves both, so Humidor names the
// copy it serves itself (decision 0227).
maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
