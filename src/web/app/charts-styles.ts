// Mantine charts' styles, loaded with the customer page (router.tsx) rather than on every first screen.
import '@mantine/charts/styles.layer.css';
