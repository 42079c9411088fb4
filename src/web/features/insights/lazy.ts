/**
 * What the home page loads after its first screen (routes/home.tsx), as its own chunk. Apart from
 * index.ts so the front door stays re-exports only: a door with code of its own would bring in
 * everything it names.
 */
export const loadAtRiskCount = () => import('./components/AtRiskCount');
