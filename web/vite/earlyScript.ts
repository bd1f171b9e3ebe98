import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The id of the page's list of the early screen's chunks (read by src/early.ts). */
const SCREEN_CHUNKS_ID = 'ppd-screen-chunks';

/**
 * Puts the build's `entry` chunk first in the page as an async module script (its imports preloaded beside it): it
 * runs as soon as it is in, before the app's bundle has arrived (src/early.ts asks for the explorer's data). The app
 * imports the same modules, so it finds what that script started. The page also lists the chunks of `screen` (a
 * lazily loaded module) that the app's entry does not already load, for that script to preload on the paths that
 * show it. In development the app starts the same requests itself.
 */
export function earlyScript(entry: string, screen: string): Plugin {
  return {
    name: 'ppd-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c): c is OutputChunk => c.type === 'chunk');
        const early = chunks.find((c) => c.isEntry && c.name === entry);
        if (!early || !bundle) return html;
        const attrs = { type: 'module', async: true, crossorigin: true, src: `/${early.fileName}` };
        // Its imports (the request's shape, shared with the app) download beside it, not after it.
        const preloads = early.imports.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head-prepend' as const,
        }));
        const list = {
          tag: 'script',
          attrs: { type: 'application/json', id: SCREEN_CHUNKS_ID },
          children: JSON.stringify(screenChunks(bundle, chunks, screen).map((file) => `/${file}`)),
          injectTo: 'head-prepend' as const,
        };
        return { html, tags: [list, { tag: 'script', attrs, injectTo: 'head-prepend' }, ...preloads] };
      },
    },
  };
}

/** The chunks `screen` loads (its own and its static imports, transitively) that no entry loads already. */
function screenChunks(bundle: OutputBundle, chunks: OutputChunk[], screen: string): string[] {
  const closure = (start: OutputChunk[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const chunk = bundle[file];
      if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    };
    for (const chunk of start) visit(chunk.fileName);
    return seen;
  };
  const loaded = closure(chunks.filter((c) => c.isEntry));
  const own = chunks.filter((c) => c.facadeModuleId?.endsWith(screen));
  return [...closure(own)].filter((file) => !loaded.has(file));
}
