import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The page and its scrolling panes (the shell's main area, a list, a detail) that have to scroll sideways; with
 * `every`, also any other element that scrolls sideways (a table in a scroll box).
 */
export function sidewaysPanes(page: Page, every = false): Promise<string[]> {
  return page.evaluate(
    (every) =>
      [document.documentElement, ...document.querySelectorAll('.shell-main, .detail-pane, .list-pane')]
        .concat(
          every
            ? [...document.querySelectorAll('*')].filter((el) => /auto|scroll/.test(getComputedStyle(el).overflowX))
            : [],
        )
        .filter((pane, i, all) => all.indexOf(pane) === i && pane.scrollWidth > pane.clientWidth + 1)
        .map((pane) => `${pane.className || pane.tagName} (${pane.scrollWidth} > ${pane.clientWidth})`),
    every,
  );
}

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
  expect(await sidewaysPanes(page), 'panes that scroll sideways').toEqual([]);
}

/**
 * Pairs of shown controls (links, buttons, fields, anything focusable) drawn across each other: their boxes, widened
 * to the text they draw and cut by the panes that clip them, cross. One lying wholly inside the other (a button in a
 * field, a control floating on a map, a link in a focusable card) is placed there, not a pair. While a modal dialog
 * is open, only its controls can be reached.
 */
export function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (el: Element) => {
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `<${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''}> "${label.slice(0, 40)}"`;
    };
    // A box widened by what its content draws past its sides (a name too long for a shrunk link).
    const drawn = (el: Element): DOMRect => {
      const box = el.getBoundingClientRect();
      const wider = Math.max(0, el.scrollWidth - el.clientWidth);
      const taller = Math.max(0, el.scrollHeight - el.clientHeight);
      return new DOMRect(
        box.left,
        box.top,
        box.width + (el.clientWidth ? wider : 0),
        box.height + (el.clientHeight ? taller : 0),
      );
    };
    const clipped = (el: Element): DOMRect | null => {
      let box = drawn(el);
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflow === 'visible') continue;
        const clip = up.getBoundingClientRect();
        const left = Math.max(box.left, clip.left);
        const top = Math.max(box.top, clip.top);
        box = new DOMRect(left, top, Math.min(box.right, clip.right) - left, Math.min(box.bottom, clip.bottom) - top);
      }
      return box.width > 1 && box.height > 1 ? box : null;
    };
    const inside = (a: DOMRect, b: DOMRect) =>
      a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
    const modal = [...document.querySelectorAll('dialog:modal, [aria-modal="true"]')].findLast((el) =>
      el.checkVisibility(),
    );
    const controls = [
      ...(modal ?? document).querySelectorAll('a[href], button, input, select, textarea, [role=button], [tabindex]'),
    ]
      .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      .map((el) => ({ el, box: clipped(el) }))
      .filter((c): c is { el: Element; box: DOMRect } => c.box !== null);
    const found: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.el.contains(b.el) || b.el.contains(a.el) || inside(a.box, b.box) || inside(b.box, a.box)) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1) found.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    });
    return found;
  });
}

/** Shown elements whose content is drawn past their own box's sides (a long address out of its card). */
export function spillingBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => !(el instanceof SVGElement) && getComputedStyle(el).overflowX === 'visible' && el.clientWidth > 0)
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.checkVisibility())
      .map((el) => `<${el.tagName.toLowerCase()}.${el.className}> (${el.scrollWidth} > ${el.clientWidth})`),
  );
}
