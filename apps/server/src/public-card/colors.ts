/** Contrast helpers so any theme colour a customer picks still reads (WCAG AA, 4.5:1). */
const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const rgb = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
const toHex = (c: [number, number, number]) =>
  `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Text colour on a filled button of `hex`. */
export const onColor = (hex: string) =>
  contrast(hex, '#ffffff') >= contrast(hex, '#111111') ? '#ffffff' : '#111111';

/** `hex` darkened (or lightened) just enough to read as text on `background`. */
export function readableOn(hex: string, background: string): string {
  let c = rgb(hex);
  const target = luminance(background) > 0.5 ? 0 : 255;
  for (let i = 0; i < 20 && contrast(toHex(c), background) < 4.5; i++)
    c = c.map((v) => v + (target - v) * 0.15) as [number, number, number];
  return toHex(c);
}
