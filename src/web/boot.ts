// The first screen's styles only: Mantine's base and the components of the sign-in page and the
// loading and error states, in the `mantine` cascade layer (so app.css and page styles win whatever
// order they load in). The rest of Mantine's styles come with the signed-in shell (app/shell/SignedIn.tsx).
// Order matters within the layer: the base first, then the building blocks (UnstyledButton before
// Button and ActionIcon), as in Mantine's own styles.css.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Group.layer.css';
import './app/app.css';
import { firstScreenCodeId, firstScreenElementId } from './app/first-screen';

const preloadsPerTask = 10;

/** The next task: each step below is a task of its own, short enough not to hold a tap up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The page the server drew (decision 0092) paints before the app's code loads and runs: evaluating
 * React, the router and Mantine holds a slow phone's main thread for a good while, and the page is
 * already there to read. After the paint, in steps: the code's preloads the server left in a
 * template go into the head (every chunk downloads at once), and the app's modules are evaluated.
 * Without a drawn page, the app starts at once.
 */
async function takeOver(): Promise<void> {
  await new Promise((painted) => requestAnimationFrame(painted));
  await nextTask();
  const code = document.getElementById(firstScreenCodeId);
  const preloads = code instanceof HTMLTemplateElement ? [...code.content.children] : [];
  // A few at a time: the browser handles each added preload on the spot.
  for (let start = 0; start < preloads.length; start += preloadsPerTask) {
    document.head.append(...preloads.slice(start, start + preloadsPerTask));
    await nextTask();
  }
  // The app's modules in parts, each evaluated in a task of its own: React, Mantine's provider and
  // the theme, the router and its routes, then the rest.
  await import('react-dom/client');
  await nextTask();
  await import('./app/Root');
  await nextTask();
  await import('./app/router');
  await nextTask();
  await import('./main');
}

if (document.getElementById(firstScreenElementId)) void takeOver();
else void import('./main');
