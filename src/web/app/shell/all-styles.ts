// Mantine's full styles, in its `mantine` cascade layer. The signed-in shell and the home page draw
// with the per-component styles SignedIn.tsx imports; every other page waits for these (router.tsx)
// and the shell fetches them once it has painted, for anything a dialog or a toast may show.
import '@mantine/core/styles.layer.css';
