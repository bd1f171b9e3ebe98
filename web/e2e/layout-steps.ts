import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Fails when one of the elements is not shown or reaches past the viewport's left or right edge, or when the page
 * or one of its scrolling panes (the shell's main area, a list's detail) has to scroll sideways.
 */
export async function expectWithinWidth(page: Page, elements: Locator[]): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  for (const element of elements) {
    const box = await element.boundingBox();
    expect(box, `${element} is shown`).not.toBeNull();
    expect(box!.x, `${element} starts inside the screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${element} ends inside the screen`).toBeLessThanOrEqual(width + 0.5);
  }
  const sideways = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('.shell-main, .detail-pane, .list-pane')]
      .filter((pane) => pane.scrollWidth > pane.clientWidth + 1)
      .map((pane) => `${pane.className || pane.tagName} (${pane.scrollWidth} > ${pane.clientWidth})`),
  );
  expect(sideways, 'panes that scroll sideways').toEqual([]);
}
