import { createHash } from 'node:crypto';

/**
 * The page's only script, progressive: every action already works as a plain link. It (1) reports
 * taps with sendBeacon, (2) upgrades "Share" to the Web Share API, or copies the link when that is
 * missing, falling back to the plain WhatsApp share link when the clipboard is refused too.
 * Card-specific values come from data attributes, so the script is constant and its CSP hash fixed.
 */
export const CLIENT_SCRIPT = `(()=>{const b=document.body,t=b.dataset.track,u=b.dataset.url;
const k=(a,x)=>{if(t&&navigator.sendBeacon)navigator.sendBeacon(t+"?a="+a+(x?"&t="+encodeURIComponent(x):""))};
document.addEventListener("click",e=>{const a=e.target.closest("[data-a]");if(!a)return;k(a.dataset.a,a.dataset.t);
if(a.dataset.a!=="share")return;if(navigator.share){e.preventDefault();navigator.share({title:document.title,url:u}).catch(()=>{});return}
if(navigator.clipboard){e.preventDefault();navigator.clipboard.writeText(u).then(()=>{const m=document.getElementById("toast");m.classList.add("on");setTimeout(()=>m.classList.remove("on"),2e3)},()=>{location.href=a.href})}})})();`;

export const CLIENT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CLIENT_SCRIPT).digest('base64')}'`;

/** A strict policy: no external scripts, no frames, inline styles only, images from anywhere https. */
export const CARD_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${CLIENT_SCRIPT_HASH}`,
  "style-src 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');
