import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/**
 * The house theme's CSS variables as Mantine's provider writes them, kept as a stylesheet (theme-variables.css,
 * imported by main.tsx) instead of computed in the browser on every load: App.tsx turns the provider's own
 * variables off. When the theme changes, this test fails until the file is written again (run it with vitest's
 * `-u`).
 */
describe('theme-variables.css', () => {
  it('holds exactly the CSS variables Mantine makes of the house theme', async () => {
    const markup = renderToStaticMarkup(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {null}
      </MantineProvider>,
    );
    const styles = [...markup.matchAll(/<style data-mantine-styles="true">([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain('--mantine-color-brown-filled');
    await expect(
      `/* Generated from ui/theme.ts by theme-variables.test.tsx: do not edit. */\n${styles[0]}\n`,
    ).toMatchFileSnapshot('./theme-variables.css');
  });
});
