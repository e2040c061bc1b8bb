import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Greeting text is drawn by librsvg/Pango inside sharp, which finds fonts through fontconfig. We point
 * fontconfig (FONTCONFIG_FILE) at the Noto TTFs shipped in npm packages, so Latin, Devanagari (Hindi,
 * Marathi), Gujarati and Tamil shape correctly on a bare machine without any system font. System fonts
 * stay as a fallback for other Indic scripts (Bengali, Telugu, …) where a host has them installed.
 *
 * Must run before the first text render: fontconfig reads the file once, at its first use.
 */
const FONT_PACKAGES = [
  '@expo-google-fonts/noto-sans',
  '@expo-google-fonts/noto-sans-devanagari',
  '@expo-google-fonts/noto-sans-gujarati',
  '@expo-google-fonts/noto-sans-tamil',
] as const;
const WEIGHTS = ['400Regular', '700Bold'] as const;

/** The family the renderer asks for; Pango falls back within the configured dirs per script. */
export const FONT_FAMILY = 'Noto Sans';

let configured: string | null = null;

export function fontDirs(): string[] {
  const require = createRequire(import.meta.url);
  return FONT_PACKAGES.flatMap((pkg) => {
    const root = dirname(require.resolve(`${pkg}/package.json`));
    return WEIGHTS.map((w) => join(root, w));
  });
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes the fontconfig file (once per process) and returns its path. */
export function configureFonts(): string {
  if (configured) return configured;
  const dirs = fontDirs();
  const dir = join(
    tmpdir(),
    `panel-fontconfig-${createHash('sha256').update(dirs.join('\n')).digest('hex').slice(0, 12)}`,
  );
  mkdirSync(join(dir, 'cache'), { recursive: true });
  const file = join(dir, 'fonts.conf');
  const xml = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    ...dirs.map((d) => `  <dir>${xmlEscape(d)}</dir>`),
    `  <cachedir>${xmlEscape(join(dir, 'cache'))}</cachedir>`,
    // Our Noto Sans first for the family we ask for; system fonts only fill in missing scripts.
    `  <alias><family>${FONT_FAMILY}</family><prefer><family>Noto Sans</family><family>Noto Sans Devanagari</family><family>Noto Sans Gujarati</family><family>Noto Sans Tamil</family></prefer></alias>`,
    '  <dir>/usr/share/fonts</dir>',
    '</fontconfig>',
    '',
  ].join('\n');
  writeFileSync(file, xml);
  process.env.FONTCONFIG_FILE = file;
  configured = file;
  return file;
}
