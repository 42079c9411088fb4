import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { tobaccoShades } from '../ui/brand';
import { tabsRowClassNames } from '../ui/TabsRow';
import { accessiblePalette } from './palette';

const tobacco: MantineColorsTuple = [...tobaccoShades];

/** Every palette, Mantine's and Humidor's tobacco, with its text shades at WCAG AA (palette.ts). */
const colors = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, tobacco }).map(([name, shades]) => [
    name,
    accessiblePalette(shades),
  ]),
);

/**
 * Touch targets of at least 44 px: inputs and buttons default to size md and a CSS floor
 * (app.css) lifts anything smaller. Primary colour is a tobacco brown with AA contrast on white;
 * every colour a word or an outline is drawn in meets WCAG 2.2 AA (docs/accessibility.md).
 */
export const theme: MantineThemeOverride = createTheme({
  primaryColor: 'tobacco',
  primaryShade: 8,
  colors,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    // Buttons Mantine draws with an icon alone get a name (WCAG 4.1.2): clear, close.
    Select: { defaultProps: { size: 'md', clearButtonProps: { 'aria-label': 'Clear' } } },
    MultiSelect: { defaultProps: { size: 'md', clearButtonProps: { 'aria-label': 'Clear' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Textarea: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Autocomplete: { defaultProps: { size: 'md' } },
    SegmentedControl: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 'xl' } },
    // Tabs wider than a phone are one row that scrolls sideways, not two rows (decision 0398).
    Tabs: { classNames: tabsRowClassNames },
    // A table wider than a phone scrolls sideways: the keyboard must be able to reach and scroll it.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/**
 * Mantine's greys for secondary text (dimmed, placeholders, disabled labels) and input borders are
 * under AA on white; these are the same greys a few steps darker, so Humidor keeps its look.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-disabled-color': '#5c636a',
    '--mantine-color-disabled-border': '#868e96',
    '--mantine-color-default-border': '#868e96',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
