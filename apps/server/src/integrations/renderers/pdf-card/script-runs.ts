import type { Script } from './fonts.ts';

/** Unicode blocks of the Indian scripts we draw with their own Noto face. */
const BLOCKS: [number, number, Script][] = [
  [0x0900, 0x097f, 'devanagari'],
  [0xa8e0, 0xa8ff, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
];

function scriptOf(cp: number): Script | null {
  for (const [from, to, script] of BLOCKS) if (cp >= from && cp <= to) return script;
  // Spaces, digits, punctuation, joiners (ZWJ/ZWNJ) and the dandas belong to whatever run they are in.
  if (cp === 0x200c || cp === 0x200d || cp === 0x0964 || cp === 0x0965) return null;
  if (cp < 0x80 && !/[A-Za-z]/.test(String.fromCodePoint(cp))) return null;
  return 'latin';
}

export interface Run {
  text: string;
  script: Script;
}

/**
 * Cuts text into runs of one script each, so every run is shaped by a font that has its glyphs.
 * Neutral characters join the run they sit in (a space between two Hindi words stays Hindi).
 */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  let pending = '';
  for (const ch of text) {
    const script = scriptOf(ch.codePointAt(0) ?? 0);
    const last = runs[runs.length - 1];
    if (script === null) {
      if (last) last.text += ch;
      else pending += ch;
    } else if (last && last.script === script) last.text += ch;
    else {
      runs.push({ text: pending + ch, script });
      pending = '';
    }
  }
  if (pending) runs.push({ text: pending, script: 'latin' });
  return runs;
}
