import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** A page people open first, and what its lazy route loads (src/app/router.tsx). */
export interface FirstRoute {
  /** Its paths under the base, without a trailing slash ("/panel/login"). */
  paths: string[];
  /** The modules of its lazy routes, from the app's root ("src/features/auth/login-page.tsx"). */
  modules: string[];
  /** Its translation namespaces besides `common` and `routes`, which every page loads. */
  namespaces: string[];
}

const ALWAYS_LOADED_NAMESPACES = ['common', 'routes'];

/**
 * index.html preloads (`<link rel="modulepreload">`) the chunks and English catalogues of the page
 * it is opened on, plus the catalogues of the language chosen on this device, so they download
 * beside the entry instead of after it has run (a chain of round trips on a slow phone). English
 * always loads: it is every language's fallback. A small inline script picks the page's list; a
 * module of `routes` missing from the build fails the build, so the list cannot go stale silently.
 */
export function firstRoutePreloads(routes: FirstRoute[]): Plugin {
  let base = '/';
  return {
    name: 'panel-first-route-preloads',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const byModule = (suffix: string) =>
          chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${suffix}`)));
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('first-route-preloads: the build has no entry chunk');
        const preloadedByEntry = new Set(closure(bundle, [entry.fileName]));

        // Per route: its chunks, and its catalogues by language (file names under the base).
        const table: { js: string[]; i18n: Record<string, string[]> }[] = [];
        const routeOfPath: Record<string, number> = {};
        for (const route of routes) {
          const pages = route.modules.map((m) => {
            const chunk = byModule(m);
            if (!chunk) throw new Error(`first-route-preloads: ${m} is no chunk of the build`);
            return chunk.fileName;
          });
          const js = closure(bundle, pages).filter((f) => !preloadedByEntry.has(f));
          const i18n: Record<string, string[]> = {};
          for (const chunk of chunks) {
            const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '');
            const [, language, namespace] = match ?? [];
            if (!language || !namespace) continue;
            if (!ALWAYS_LOADED_NAMESPACES.includes(namespace) && !route.namespaces.includes(namespace))
              continue;
            const files = closure(bundle, [chunk.fileName]).filter((f) => !preloadedByEntry.has(f));
            i18n[language] = [...(i18n[language] ?? []), ...files];
          }
          for (const path of route.paths) routeOfPath[path] = table.length;
          table.push({ js, i18n });
        }
        // 'panel.language': the language chosen on this device, as src/lib/i18n.ts stores it. The
        // links go in after the first frame, so the loading overlay paints without waiting for them.
        const script = `(function(){var r=${JSON.stringify(table)}[${JSON.stringify(routeOfPath)}[location.pathname.replace(/\\/+$/,'')]];if(!r)return;var l;try{l=localStorage.getItem('panel.language')}catch(e){}var f=r.js.concat(r.i18n.en||[],l&&l!=='en'&&r.i18n[l]||[]);requestAnimationFrame(function(){setTimeout(function(){for(var i=0;i<f.length;i++){var k=document.createElement('link');k.rel='modulepreload';k.href=${JSON.stringify(base)}+f[i];document.head.appendChild(k)}})})})()`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

/** The files of `files` and of everything they import statically, transitively. */
function closure(bundle: OutputBundle, files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return [...seen];
}
