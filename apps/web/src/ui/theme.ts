import { createTheme, darken, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Bakery brown around the product colour #4c331f (shade 8 = primary). */
const brown: MantineColorsTuple = [
  '#f9f4ef',
  '#eee3d8',
  '#ddc7b2',
  '#c9a98a',
  '#b48d69',
  '#9a7352',
  '#7d5b3f',
  '#62462f',
  '#4c331f',
  '#3a2616',
];

/** Warm grey-brown around #827062 (shade 6) and #bfb2a6 (shade 3). */
const taupe: MantineColorsTuple = [
  '#f7f4f1',
  '#ebe5df',
  '#d8cec5',
  '#bfb2a6',
  '#a6978a',
  '#938275',
  '#827062',
  '#6b5b4f',
  '#56483e',
  '#40352d',
];

export const theme = createTheme({
  primaryColor: 'brown',
  primaryShade: 8,
  colors: { brown, taupe },
  white: '#fffdfa',
  black: '#2a1c10',
  defaultRadius: 'md',
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Georgia, "Iowan Old Style", "Palatino Linotype", "Times New Roman", serif',
    fontWeight: '700',
  },
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
    Anchor: { defaultProps: { c: 'brown.7' } },
  },
});

/** Page background: warm off-white instead of plain grey. */
export const PAGE_BACKGROUND = '#f6f1ea';

/**
 * Text that stays readable (WCAG AA, 4.5:1) on white and on the colour's own light tint: shade 9 of
 * each Mantine colour, darkened where it is not (red, teal, green, lime, yellow, orange).
 */
const READABLE: Record<string, string> = {
  red: '#bf2828',
  pink: '#a61e4d',
  grape: '#862e9c',
  violet: '#5f3dc4',
  indigo: '#364fc7',
  blue: '#1864ab',
  cyan: '#0b7285',
  teal: '#077252',
  green: '#257535',
  lime: '#4a760a',
  yellow: '#a15300',
  orange: '#b83d0d',
};

/**
 * Colour contrast for every screen (axe in the e2e journeys): dimmed text and placeholders in the
 * taupe that reads on the page background, and badges, light and filled buttons, alerts and red
 * menu items in the readable shades above instead of Mantine's lighter ones.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': taupe[7],
    '--mantine-color-placeholder': taupe[6],
    ...Object.fromEntries(
      Object.entries(READABLE).flatMap(([color, readable]) => [
        [`--mantine-color-${color}-text`, readable],
        [`--mantine-color-${color}-light-color`, readable],
        [`--mantine-color-${color}-outline`, readable],
        [`--mantine-color-${color}-filled`, readable],
        [`--mantine-color-${color}-filled-hover`, darken(readable, 0.15)],
      ]),
    ),
  },
  dark: {},
});
