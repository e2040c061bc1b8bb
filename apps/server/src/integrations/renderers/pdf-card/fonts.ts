import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Fonts for the PDF ID cards. pdfkit shapes complex scripts (conjuncts, matras) through fontkit, but
 * picks no fallback font per glyph, so text is cut into runs by script (script-runs.ts) and each run
 * is drawn with the Noto face of its script. Latin, Devanagari (Hindi, Marathi), Gujarati and Tamil come from
 * the same npm font packages the greeting renderer uses, so they work on a bare machine; the other
 * Indian scripts use Debian's fonts-noto-core when the host has it, else fall back to Latin.
 */
export const SCRIPTS = [
  'latin',
  'devanagari',
  'gujarati',
  'bengali',
  'gurmukhi',
  'oriya',
  'tamil',
  'telugu',
  'kannada',
  'malayalam',
] as const;
export type Script = (typeof SCRIPTS)[number];
export type Weight = 'regular' | 'bold';

const NPM_FONTS: Partial<Record<Script, string>> = {
  latin: '@expo-google-fonts/noto-sans',
  devanagari: '@expo-google-fonts/noto-sans-devanagari',
  gujarati: '@expo-google-fonts/noto-sans-gujarati',
  tamil: '@expo-google-fonts/noto-sans-tamil',
};
const SYSTEM_DIR = '/usr/share/fonts/truetype/noto';

let table: Map<string, string> | null = null;

const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

function npmFontFile(pkg: string, weight: Weight): string {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve(`${pkg}/package.json`));
  const dir = weight === 'bold' ? '700Bold' : '400Regular';
  const family = (pkg.split('/')[1] ?? '').split('-').map(capitalise).join('');
  return join(root, dir, `${family}_${dir}.ttf`);
}

/** The font file of each script and weight present on this host (resolved once). */
export function fontFiles(): Map<string, string> {
  if (table) return table;
  table = new Map();
  for (const script of SCRIPTS)
    for (const weight of ['regular', 'bold'] as const) {
      const pkg = NPM_FONTS[script];
      const name = capitalise(script);
      const file = pkg
        ? npmFontFile(pkg, weight)
        : join(SYSTEM_DIR, `NotoSans${name}-${weight === 'bold' ? 'Bold' : 'Regular'}.ttf`);
      if (existsSync(file)) table.set(fontKey(script, weight), file);
    }
  return table;
}

export const fontKey = (script: Script, weight: Weight) => `${script}-${weight}`;

/** The registered font name for a run: its script's face, or Latin when the host lacks that script. */
export function fontFor(script: Script, weight: Weight): string {
  const files = fontFiles();
  const key = fontKey(script, weight);
  return files.has(key) ? key : fontKey('latin', weight);
}
