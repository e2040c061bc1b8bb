import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * A library's index re-exports all of it (date-fns, react-i18next): which of those the homes use is
 * for the bundler's tree-shaking to decide, not for this walk, through which every function that any
 * screen uses would land in the homes' frame. MUI is imported by component folder, whose index is
 * that component.
 */
const isLibraryIndex = (id: string) =>
  /node_modules[\\/](?!@mui[\\/])/.test(id) && /[\\/]index\.m?js$/.test(id);

/**
 * Chunk groups for the pages people open first (the homes): what several of their lazy routes
 * import statically, beyond the shared chunks, goes into one chunk (the areas' frame), and what one
 * of the `own` homes imports alone into one chunk of its own. A home then downloads a few files
 * instead of dozens of small ones: on a phone over HTTP/1.1 six at a time, each a round trip. The
 * customer home went from 46 scripts to 12 and its Lighthouse score from 79-81 to 88-92 with this
 * alone (issue 15). The module graph is read in `buildEnd`, which runs before chunking.
 */
export function firstRouteChunks(
  root: string,
  routes: Record<string, string[]>,
  { shared, own }: { shared: string; own: string[] },
) {
  const reachedBy = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'panel-first-route-chunks',
    apply: 'build',
    buildEnd() {
      for (const [name, modules] of Object.entries(routes)) {
        const visit = (id: string) => {
          const by = reachedBy.get(id) ?? new Set<string>();
          if (by.has(name)) return;
          reachedBy.set(id, by.add(name));
          if (!isLibraryIndex(id)) this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        modules.forEach((m) => visit(path.resolve(root, m)));
      }
    },
  };
  // Libraries other screens load too keep their own chunks: in a home's chunk they would bring the
  // whole home along. MUI's components and icons are small and many. A group takes in what its
  // modules import as well, so a home whose page imports the forms (the staff home) gets no group.
  const only = (name: string) => (id: string) => {
    const by = reachedBy.get(id);
    return by?.size === 1 && by.has(name) && !/node_modules[\\/](?!@mui[\\/])/.test(id);
  };
  const groups = [
    { name: shared, test: (id: string) => (reachedBy.get(id)?.size ?? 0) > 1 },
    ...own.map((name) => ({ name, test: only(name) })),
  ];
  return { plugin, groups };
}
