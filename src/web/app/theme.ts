import { createTheme, type MantineThemeOverride } from '@mantine/core';

/**
 * Touch targets of at least 44 px: inputs and buttons default to size md and a CSS floor
 * (app.css) lifts anything smaller. Primary colour is a tobacco brown with AA contrast on white.
 */
export const theme: MantineThemeOverride = createTheme({
  primaryColor: 'tobacco',
  primaryShade: 8,
  colors: {
    tobacco: [
      '#fbf3ea',
      '#f0e1cf',
      '#e2c29d',
      '#d4a168',
      '#c8853d',
      '#c07424',
      '#a8621b',
      '#8a4f15',
      '#6f3f10',
      '#5a320b',
    ],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  components: {
    Button: { defaultProps: { size: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md' } },
    MultiSelect: { defaultProps: { size: 'md' } },
    Textarea: { defaultProps: { size: 'md' } },
    NumberInput: { defaultProps: { size: 'md' } },
    Autocomplete: { defaultProps: { size: 'md' } },
    SegmentedControl: { defaultProps: { size: 'md' } },
    ActionIcon: { defaultProps: { size: 'xl' } },
  },
});
