import sharp from 'sharp';

/**
 * The demo template library's media, made here rather than shipped: background pictures drawn as
 * SVG and rasterised by sharp, music synthesised sample by sample into WAV. Neither needs ffmpeg,
 * so seeding works on a machine without it; the same code always makes the same files.
 */

export type BackgroundStyle = 'sale' | 'festival' | 'arrival' | 'opening' | 'festive-night' | 'offer-wave';

/** A deterministic pseudo-random sequence (mulberry32), so the pictures never change between seeds. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES: Record<BackgroundStyle, { from: string; to: string; accents: string[] }> = {
  sale: { from: '#b91c1c', to: '#f97316', accents: ['#fde047', '#fff7ed', '#fb923c'] },
  'offer-wave': { from: '#1e3a8a', to: '#db2777', accents: ['#f9a8d4', '#fde68a', '#93c5fd'] },
  festival: { from: '#4c0519', to: '#c2410c', accents: ['#fbbf24', '#fde68a', '#f59e0b'] },
  'festive-night': { from: '#0f172a', to: '#581c87', accents: ['#fcd34d', '#fef3c7', '#f472b6'] },
  arrival: { from: '#064e3b', to: '#0d9488', accents: ['#a7f3d0', '#ecfeff', '#5eead4'] },
  opening: { from: '#312e81', to: '#0891b2', accents: ['#fde047', '#e0f2fe', '#f472b6'] },
};

/** A full-frame background: a diagonal gradient, soft light circles (bokeh) and a pattern band. */
export async function backgroundPicture(
  style: BackgroundStyle,
  width: number,
  height: number,
): Promise<Buffer> {
  const p = PALETTES[style];
  const rnd = random([...style].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
  const short = Math.min(width, height);
  const circles = Array.from({ length: 26 }, () => {
    const r = short * (0.02 + rnd() * 0.12);
    const color = p.accents[Math.floor(rnd() * p.accents.length)] ?? '#ffffff';
    return `<circle cx="${(rnd() * width).toFixed(0)}" cy="${(rnd() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${color}" fill-opacity="${(0.08 + rnd() * 0.22).toFixed(2)}"/>`;
  }).join('');
  // Festival styles get a row of diyas-like petals; the others get diagonal stripes.
  const festive = style === 'festival' || style === 'festive-night';
  const band = festive
    ? Array.from({ length: 12 }, (_, i) => {
        const cx = (width / 12) * (i + 0.5);
        const cy = height * 0.93;
        const s = short * 0.035;
        return `<ellipse cx="${cx}" cy="${cy}" rx="${s}" ry="${s * 1.8}" fill="${p.accents[0]}" fill-opacity="0.55" transform="rotate(${i % 2 ? 12 : -12} ${cx} ${cy})"/>`;
      }).join('')
    : Array.from({ length: 14 }, (_, i) => {
        const x = (width / 7) * i - width * 0.5;
        return `<rect x="${x}" y="-${height}" width="${short * 0.04}" height="${height * 3}" fill="#ffffff" fill-opacity="0.06" transform="rotate(30 ${width / 2} ${height / 2})"/>`;
      }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="v" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/>
    </radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${band}${circles}
  <rect width="100%" height="100%" fill="url(#v)"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

export type MusicStyle = 'bright-pop' | 'festive-pluck' | 'calm-keys';

const SAMPLE_RATE = 22050;
const note = (semitonesFromA4: number) => 440 * 2 ** (semitonesFromA4 / 12);

const MUSIC: Record<MusicStyle, { bpm: number; chords: number[][]; pluck: boolean; beat: boolean }> = {
  // I–V–vi–IV in C, a plucked arpeggio and a soft kick.
  'bright-pop': {
    bpm: 112,
    chords: [
      [-9, -5, -2],
      [-2, 2, 5],
      [0, 3, 7],
      [-4, 0, 3],
    ],
    pluck: true,
    beat: true,
  },
  // A raga-like drone on D with a pentatonic pluck.
  'festive-pluck': {
    bpm: 96,
    chords: [
      [-7, 0, 5],
      [-7, -2, 3],
      [-7, 0, 7],
      [-7, -2, 5],
    ],
    pluck: true,
    beat: true,
  },
  'calm-keys': {
    bpm: 72,
    chords: [
      [-9, -5, -2, 2],
      [-4, 0, 3, 7],
      [-7, -3, 0, 3],
      [-2, 2, 5, 9],
    ],
    pluck: false,
    beat: false,
  },
};

/** A seamless loop of `seconds` of music as 16-bit mono WAV (the renderer loops and fades it). */
export function musicWav(style: MusicStyle, seconds = 16): Buffer {
  const m = MUSIC[style];
  const n = Math.round(seconds * SAMPLE_RATE);
  const out = new Float32Array(n);
  const beat = 60 / m.bpm;
  const barLength = beat * 4;
  const add = (start: number, length: number, freq: number, gain: number, decay: number) => {
    const s0 = Math.round(start * SAMPLE_RATE);
    const len = Math.min(n - s0, Math.round(length * SAMPLE_RATE));
    for (let i = 0; i < len; i++) {
      const t = i / SAMPLE_RATE;
      const env = Math.min(1, t * 200) * Math.exp(-t * decay);
      const w = 2 * Math.PI * freq * t;
      out[s0 + i] =
        (out[s0 + i] ?? 0) + gain * env * (Math.sin(w) + 0.35 * Math.sin(2 * w) + 0.12 * Math.sin(3 * w));
    }
  };
  for (let bar = 0; bar * barLength < seconds; bar++) {
    const chord = m.chords[bar % m.chords.length] ?? [0];
    const t0 = bar * barLength;
    // Pad: the chord held through the bar.
    for (const semi of chord) add(t0, barLength, note(semi - 12), 0.09, m.pluck ? 1.2 : 0.6);
    // Arpeggio: eighth notes up and down the chord.
    if (m.pluck)
      for (let k = 0; k < 8; k++) {
        const semi = chord[[0, 1, 2, 1, 2, 0, 1, 2][k] ?? 0] ?? 0;
        add(t0 + (k * beat) / 2, beat, note(semi + 12), 0.12, 7);
      }
    else
      for (let k = 0; k < 4; k++)
        add(t0 + k * beat, beat * 2, note((chord[k % chord.length] ?? 0) + 12), 0.1, 2.5);
    // Kick: a falling sine on each beat.
    if (m.beat)
      for (let k = 0; k < 4; k++) {
        const s0 = Math.round((t0 + k * beat) * SAMPLE_RATE);
        for (let i = 0; i < SAMPLE_RATE * 0.18 && s0 + i < n; i++) {
          const t = i / SAMPLE_RATE;
          out[s0 + i] =
            (out[s0 + i] ?? 0) +
            0.5 * Math.exp(-t * 22) * Math.sin(2 * Math.PI * (50 + 90 * Math.exp(-t * 30)) * t);
        }
      }
  }
  let peak = 0;
  for (const v of out) peak = Math.max(peak, Math.abs(v));
  const scale = peak > 0 ? 0.85 / peak : 1;
  const wav = Buffer.alloc(44 + n * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + n * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(n * 2, 40);
  for (let i = 0; i < n; i++) wav.writeInt16LE(Math.round((out[i] ?? 0) * scale * 32767), 44 + i * 2);
  return wav;
}
