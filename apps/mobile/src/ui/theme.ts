/** The product colours (issue 5) and sizes shared by every screen. */
export const colors = {
  /** Dark brown: text on light ground, primary buttons. */
  brown: '#4c331f',
  /** Mid brown-grey: secondary text, icons. */
  taupe: '#827062',
  /** Light sand: borders, dividers, disabled controls. */
  sand: '#bfb2a6',
  background: '#ffffff',
  surface: '#f7f4f1',
  error: '#a12a1c',
  onPrimary: '#ffffff',
} as const;

/** Apple and Google both ask for touch targets of at least 44–48 points. */
export const TOUCH_TARGET = 48;

export const spacing = { xs: 4, sm: 8, md: 16, lg: 24 } as const;
