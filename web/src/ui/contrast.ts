/** WCAG's relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * Black or white, whichever reads better on `background` (a category's colour an administrator chose): one of the
 * two always reaches 4.5:1 (WCAG 1.4.3), which white alone does not on a mid blue, green or orange.
 */
export function textOn(background: string): '#000' | '#fff' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000' : '#fff';
}
