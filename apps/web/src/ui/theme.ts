import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
