// Mantine charts' styles, loaded with the pages that draw charts (router.tsx) rather than on every first screen.
import '@mantine/charts/styles.layer.css';
