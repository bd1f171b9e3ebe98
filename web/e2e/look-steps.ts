import type { Locator } from 'playwright-core';

/**
 * How things look, measured in the browser: an icon's pixels, the lines a text takes, a placeholder's room, where a
 * row's parts sit.
 */

/**
 * The share of the pixels inside an icon's middle (7 of the 24 units around its centre) that are near white: a
 * filled face's eyes and mouth; 0 for a plain disc. Read from a screenshot decoded in the page (no network asked).
 */
export async function lightShareInside(icon: Locator): Promise<number> {
  const png = (await icon.screenshot()).toString('base64');
  return icon.page().evaluate(async (data) => {
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data: px, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let inside = 0;
    let light = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const [dx, dy] = [(x + 0.5) / width - 0.5, (y + 0.5) / height - 0.5];
        if (dx * dx + dy * dy > (7 / 24) ** 2) continue;
        inside++;
        const i = (y * width + x) * 4;
        if (px[i]! > 200 && px[i + 1]! > 200 && px[i + 2]! > 200) light++;
      }
    }
    return light / inside;
  }, png);
}

/** How many lines an element's text is drawn on. */
export function textLines(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

/** The pixels of a text field's placeholder that do not fit its box (0 when it is read whole). */
export function placeholderOverflow(input: Locator): Promise<number> {
  return input.evaluate((el) => {
    const field = el as HTMLInputElement;
    const style = getComputedStyle(field);
    const context = new OffscreenCanvas(1, 1).getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return Math.max(0, Math.ceil(context.measureText(field.placeholder).width - room));
  });
}

/** The vertical middle of an element's first line of text, or of its box when it has no text (an icon). */
export function middleOfFirstLine(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
    });
    const text = walker.nextNode();
    const range = document.createRange();
    if (text) range.selectNodeContents(text);
    const box = text ? range.getClientRects()[0]! : el.getBoundingClientRect();
    return box.top + box.height / 2;
  });
}
