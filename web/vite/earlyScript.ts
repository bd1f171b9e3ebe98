import type { Plugin } from 'vite';

/**
 * Puts the build's `entry` chunk first in the page as an async module script (its imports preloaded beside it): it
 * runs as soon as it is in, before the app's bundle has arrived (src/early.ts asks for the explorer's data). The app
 * imports the same modules, so it finds what that script started. In development the app starts the same requests
 * itself.
 */
export function earlyScript(entry: string): Plugin {
  return {
    name: 'ppd-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === entry);
        if (chunk?.type !== 'chunk') return html;
        const attrs = { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` };
        // Its imports (the request's shape, shared with the app) download beside it, not after it.
        const preloads = chunk.imports.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head-prepend' as const,
        }));
        return { html, tags: [{ tag: 'script', attrs, injectTo: 'head-prepend' }, ...preloads] };
      },
    },
  };
}
