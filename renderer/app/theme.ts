import {
  createTheme,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineThemeComponents,
  type MantineThemeOverride,
} from '@mantine/core';

const small = { defaultProps: { size: 'xs' } } as const;

// Why small sizes and tight spacing: office staff keep this open all day and want many fields and rows
// on one screen; controls stay 30 px tall (easy to hit) while text and gaps shrink a little.
/** The dense office theme of Provider Desk (light and dark come from Mantine's colour schemes). */
export const deskTheme: MantineThemeOverride = createTheme({
  primaryColor: 'blue',
  // Why: people who asked their system for less motion get dialogs and menus without animations.
  respectReducedMotion: true,
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'sm',
  fontSizes: { xs: '0.75rem', sm: '0.8125rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  spacing: { xs: '0.375rem', sm: '0.5rem', md: '0.75rem', lg: '1rem', xl: '1.5rem' },
  headings: { sizes: { h1: { fontSize: '1.375rem' }, h2: { fontSize: '1.125rem' }, h3: { fontSize: '1rem' } } },
  // Why plain objects, not `NumberInput.extend(…)`: `.extend` only types its argument, but importing a
  // component for it puts the component (NumberInput brings react-number-format) into the first screen's
  // JavaScript, the login screen's, which uses none of these but the inputs and buttons (issue 20).
  components: {
    ActionIcon: { defaultProps: { size: 'md', variant: 'subtle' } },
    Button: small,
    Checkbox: small,
    Modal: { defaultProps: { centered: true }, styles: { title: { fontWeight: 600 } } },
    NativeSelect: small,
    NumberInput: small,
    PasswordInput: small,
    SegmentedControl: small,
    Select: small,
    Textarea: small,
    TextInput: small,
  } satisfies MantineThemeComponents,
});

// Why every notification gets these: a notice shown without its own close label had an unnamed close button
// (axe: critical), and Mantine greys a notice's text under a title to gray.6 (3.3:1 on white). Dialogs too: the
// profile removal's dialog had an unnamed close button (axe: critical).
/** The theme with the words of the current language where Mantine needs some (a notice's or dialog's close button). */
export function deskThemeIn(closeLabel: string): MantineThemeOverride {
  return mergeThemeOverrides(
    deskTheme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
        Notification: {
          defaultProps: { closeButtonProps: { 'aria-label': closeLabel } },
          styles: { description: { color: 'var(--mantine-color-dimmed)' } },
        },
      },
    }),
  );
}

// Why these overrides: Mantine's defaults miss WCAG AA contrast (4.5:1 for small text, checked by
// axe in the e2e tests) in three places: dimmed hint text (gray.6 on white, 3.3:1; dark.2 on dark.7,
// 4.0:1), text of `light` variants (green.9 on green.1 is 3.8:1, yellow.9 on yellow.1 2.7:1) and white
// on the filled shade 6 (3.6:1). Hints get one shade more, light-variant text is darkened by a third,
// and filled colours use shade 8 (primaryShade above).
/** CSS variables that differ from Mantine's defaults. */
export const deskCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Why darker: Mantine's red-6 error text and border reach only 3.1:1 on light backgrounds (WCAG asks 4.5:1).
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(theme.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${name}-9) 70%, black)`,
      ]),
    ),
  },
  // Why red-4 in the dark: Mantine's default error red reaches only 3:1 on dark inputs.
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
