/**
 * A tiny HTML builder: interpolated values are escaped unless they are already SafeHtml, so a card's
 * text (typed by anyone) can never inject markup into the public page.
 */
export class SafeHtml {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

type Value = SafeHtml | string | number | null | undefined | false | readonly Value[];

const render = (v: Value): string => {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof SafeHtml) return v.value;
  if (Array.isArray(v)) return v.map(render).join('');
  return escapeHtml(String(v));
};

export function markup(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Marks trusted markup (our own CSS, sanitised about-us HTML, generated SVG). */
export const raw = (s: string) => new SafeHtml(s);

/** Only http(s), tel:, mailto:, upi: and wa.me targets ever reach an href. */
export function safeHref(href: string): string {
  return /^(https?:|tel:|mailto:|upi:)/i.test(href) ? href : '#';
}
