import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A deep corporate blue: calm, trustworthy, readable on white. */
const brand: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f5',
  '#b6c6e9',
  '#8ea6dd',
  '#6c8bd3',
  '#567acd',
  '#4a71cb',
  '#3b60b4',
  '#1f3f8f',
  '#13307a',
];

const fontStack =
  'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 8, dark: 6 },
  colors: { brand },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Plain objects rather than Modal.extend(): the theme must not pull the components into every bundle.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Zavřít' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Zavřít' } } },
    // Sign-in and the back office are Czech; the localized maintenance dialog passes its own label.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Zobrazit nebo skrýt heslo' } } },
  },
});
