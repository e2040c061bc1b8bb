import type { TemplateCode } from '@panel/shared/schemas/card.ts';

/**
 * The four card templates. They share the markup (sections.ts) and differ in CSS only, so the editor
 * preview and the public page stay identical and every template supports every section.
 */
export interface CardTheme {
  /** Page colours; --c is the accent, set per card from its theme colour. */
  bg: string;
  fg: string;
  surface: string;
  muted: string;
  line: string;
  defaultAccent: string;
  /** Whether the header shows the cover photo. */
  usesCover: boolean;
  css: string;
}

const BASE_CSS = `*{box-sizing:border-box;margin:0;padding:0}
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;background:var(--bg);color:var(--fg);-webkit-text-size-adjust:100%}
main{max-width:480px;margin:0 auto;padding-bottom:8px}
a{color:inherit}
.ic{width:22px;height:22px;fill:currentColor;flex:none}
.hd{position:relative;text-align:center;padding:28px 16px 20px}
.lg{width:96px;height:96px;border-radius:50%;object-fit:cover;background:#fff;display:block;margin:0 auto 12px;border:3px solid var(--surface)}
.lg.big{width:160px;height:160px}
h1{font-size:1.5rem;line-height:1.25;overflow-wrap:anywhere}
.pn{font-weight:600;margin-top:4px}.ds,.tg{font-size:.9rem;opacity:.85}
.act{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;padding:16px 12px;list-style:none}
.act a,.act button{display:flex;flex-direction:column;align-items:center;gap:6px;font:inherit;font-size:.78rem;color:var(--fg);text-decoration:none;background:none;border:0;cursor:pointer;min-height:44px}
.ci{width:48px;height:48px;border-radius:50%;display:grid;place-items:center;background:var(--c);color:var(--on)}
section{background:var(--surface);margin:12px;border-radius:16px;padding:16px}
h2{font-size:1.05rem;margin-bottom:8px;display:flex;align-items:center;gap:8px}
h2:before{content:"";width:4px;height:18px;border-radius:2px;background:var(--c)}
.row{display:flex;gap:12px;align-items:center;padding:10px 0;border-top:1px solid var(--line);text-decoration:none;overflow-wrap:anywhere;min-height:44px}
.row:first-of-type{border-top:0}
.row .ci{width:36px;height:36px}.row .ci .ic{width:18px;height:18px}
.row small{display:block;color:var(--muted);font-size:.8rem}
.bd{width:36px;height:36px;border-radius:50%;display:grid;place-items:center;color:#fff;font-weight:700;font-size:.85rem;flex:none}
.bd .ic{width:20px;height:20px}
.ti{width:36px;height:36px;border-radius:50%;object-fit:cover;flex:none}
.sc{display:flex;flex-wrap:wrap;gap:12px}
.sc a{text-decoration:none;display:flex;min-width:44px;min-height:44px;align-items:center;justify-content:center}
.sc .bd{width:44px;height:44px}
.ab p,.ab ul,.ab ol{margin-bottom:.6em}.ab ul,.ab ol{padding-left:1.2em}
.mt{color:var(--muted);font-size:.85rem;margin-top:8px}
.pr{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.pr article{border:1px solid var(--line);border-radius:12px;overflow:hidden;display:flex;flex-direction:column}
.pr img,.ga img,.yt img,.pq img{width:100%;aspect-ratio:1;object-fit:cover;display:block;background:var(--line)}
.pr .b{padding:8px 10px 10px;display:flex;flex-direction:column;gap:4px;flex:1}
.pr h3{font-size:.95rem;overflow-wrap:anywhere}
.pr p{font-size:.8rem;color:var(--muted)}
.price{font-weight:700;color:var(--ct)}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;padding:10px 16px;min-height:44px;border-radius:999px;background:var(--c);color:var(--on);text-decoration:none;font:inherit;font-weight:600;border:0;cursor:pointer}
.btn.sm{font-size:.8rem;padding:6px 10px;margin-top:auto}
.ga{display:grid;grid-template-columns:repeat(3,1fr);gap:4px}
.ga img{border-radius:6px}
.yt a{position:relative;display:block;margin-bottom:12px;text-decoration:none}
.yt img{aspect-ratio:16/9;border-radius:10px}
.yt .pl{position:absolute;left:50%;top:40%;transform:translate(-50%,-50%);width:56px;height:40px;border-radius:10px;background:#f00;color:#fff;display:grid;place-items:center}
.pq{display:grid;grid-template-columns:repeat(auto-fit,minmax(120px,1fr));gap:12px;margin-top:12px;text-align:center;font-size:.8rem}
.qr{text-align:center}.qr svg{width:176px;height:176px;background:#fff;padding:8px;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;font-size:.9rem}dt{color:var(--muted)}dd{overflow-wrap:anywhere}
.ft{text-align:center;color:var(--muted);font-size:.8rem;padding:16px}
.nt{background:#fff3cd;color:#4d3800;padding:12px 16px;margin:12px;border-radius:12px}
.lng{display:flex;justify-content:flex-end;padding:8px 12px 0}.lng a{color:var(--fg);background:var(--surface);font-weight:600;padding:8px 14px;border:1px solid var(--line);border-radius:999px;text-decoration:none}
.nt a{font-weight:700}
.toast{position:fixed;left:50%;bottom:24px;transform:translateX(-50%);background:#222;color:#fff;padding:8px 16px;border-radius:8px;opacity:0;transition:opacity .2s;pointer-events:none}
.toast.on{opacity:1}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

const THEMES: Record<TemplateCode, CardTheme> = {
  // Classic: a soft colour band, centred logo, the actions in a floating card.
  'style-1': {
    bg: '#f2f4f8',
    fg: '#1b1f24',
    surface: '#ffffff',
    muted: '#5b6573',
    line: '#e3e7ee',
    defaultAccent: '#1565c0',
    usesCover: false,
    css: `.hd{background:var(--c);color:var(--on);padding-bottom:56px;border-radius:0 0 28px 28px}
.act{position:relative;margin:-40px 12px 0;background:var(--surface);border-radius:16px;box-shadow:0 6px 20px rgba(0,0,0,.08)}`,
  },
  // Banner: a full-width cover photo, square logo over its edge, big left-aligned name, pill actions.
  'style-2': {
    bg: '#f7f7f5',
    fg: '#17191c',
    surface: '#ffffff',
    muted: '#5a5f66',
    line: '#e6e6e1',
    defaultAccent: '#c2410c',
    usesCover: true,
    css: `.hd{text-align:left;padding:0 0 8px}
.cv{width:100%;aspect-ratio:16/9;object-fit:cover;display:block;background:linear-gradient(135deg,var(--c),#111)}
.hd .lg{width:88px;height:88px;border-radius:20px;margin:-44px 0 8px 16px;position:relative;box-shadow:0 4px 14px rgba(0,0,0,.15)}
.hd .tx{padding:0 16px}h1{font-size:1.75rem;font-weight:800}
.act{grid-template-columns:1fr 1fr}
.act a,.act button{flex-direction:row;background:var(--surface);border-radius:999px;padding:4px 12px 4px 4px;font-size:.9rem;font-weight:600;box-shadow:0 1px 4px rgba(0,0,0,.08)}
.ci{width:40px;height:40px}`,
  },
  // Minimal: white page, left-aligned, hairlines instead of boxes.
  'style-3': {
    bg: '#ffffff',
    fg: '#111111',
    surface: '#ffffff',
    muted: '#5f5f5f',
    line: '#ececec',
    defaultAccent: '#0f766e',
    usesCover: false,
    css: `.hd{text-align:left;display:flex;gap:16px;align-items:center;padding:32px 20px 8px;border-top:6px solid var(--c)}
.hd .lg{margin:0;width:72px;height:72px;border:1px solid var(--line)}
.hd .lg.big{width:120px;height:120px}
section{margin:0 8px;border-radius:0;border-top:1px solid var(--line)}
.ci{background:none;color:var(--ct);border:1.5px solid var(--line)}`,
  },
  // Midnight: a dark page with glowing accent buttons.
  'style-4': {
    bg: '#0b1120',
    fg: '#e8ecf3',
    surface: '#131c31',
    muted: '#a3adbd',
    line: '#243150',
    defaultAccent: '#22d3ee',
    usesCover: false,
    css: `.hd{background:radial-gradient(120% 90% at 50% 0,var(--c),transparent 70%);padding-top:40px}
.hd .lg{border-color:var(--c);box-shadow:0 0 24px var(--c)}
.ci{box-shadow:0 0 16px var(--c)}
.nt{background:#3b2f0a;color:#ffe8a3}`,
  },
};

export const themeOf = (code: TemplateCode | undefined): CardTheme => THEMES[code ?? 'style-1'];
export const BASE_STYLES = BASE_CSS;
