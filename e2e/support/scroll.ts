import type { Locator, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Long lists draw only the rows near the window (the web's WindowList): scrolls the page down a
 * little at a time, as a user would, until `target` is drawn.
 */
export async function scrollUntilDrawn(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) return true;
        await page.mouse.wheel(0, 400);
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
