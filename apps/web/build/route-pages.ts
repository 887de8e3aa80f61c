import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

/**
 * Written beside the pages: each language's texts as files to announce (`{"de": ["/assets/de-….js"]}`),
 * so that the server can name the trader's language's files in the page it sends.
 */
export const localeChunksFile = 'locale-chunks.json';

/** The chunks of `src/i18n/{lang}/{lang}.ts` with the files they import that the page does not announce. */
function localeChunks(bundle: Rollup.OutputBundle, html: string): Record<string, string[]> {
  const chunks: Record<string, string[]> = {};
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    const lang = /[\\/]src[\\/]i18n[\\/](\w+)[\\/]\1\.ts$/.exec(file.facadeModuleId ?? '')?.[1];
    if (!lang) continue;
    chunks[lang] = staticChunks(bundle, file.fileName)
      .map((chunk) => chunk.fileName)
      .filter((name) => !announcedIn(html, name))
      .map((name) => `/${name}`);
  }
  return chunks;
}

/** A chunk and every chunk it imports statically, directly or through others. */
function staticChunks(bundle: Rollup.OutputBundle, fileName: string): Rollup.OutputChunk[] {
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk' || found.has(name)) return;
    found.set(name, chunk);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(fileName);
  return [...found.values()];
}

const announcedIn = (html: string, file: string) => html.includes(`"/${file}"`);

/**
 * A page for each route whose screen has code of its own (`trade.html` for `/trade`): the app's
 * index.html with that screen's scripts and styles announced in its head, so that a browser opened
 * on the route fetches them beside the app's own files instead of after the app has started. The
 * server answers `/{name}` with `{name}.html` when the build wrote one. Written also as .br and .gz,
 * like every text file of the build.
 */
export function routePages(pages: Record<string, string>): Plugin {
  return {
    name: 'tp-route-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('route pages: no index.html in the build');
      const html = String(index.source);
      this.emitFile({
        type: 'asset',
        fileName: localeChunksFile,
        source: JSON.stringify(localeChunks(bundle, html)),
      });
      for (const [fileName, screen] of Object.entries(pages)) {
        // The chunk that holds the screen's module, whether its own or a group's.
        const entry = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.moduleIds.some((id) => id.endsWith(screen)),
        );
        if (!entry) this.error(`route pages: no chunk for ${screen}`);
        const chunks = staticChunks(bundle, entry.fileName);
        const scripts = chunks.map((chunk) => chunk.fileName);
        const styles = new Set(
          chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
        );
        const announced = (file: string) => announcedIn(html, file);
        const links = [
          ...scripts
            .filter((file) => !announced(file))
            .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
          // Preloaded, not applied: the screen's code applies them as it does when opened later.
          ...[...styles]
            .filter((file) => !announced(file))
            .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
        ];
        const page = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        this.emitFile({ type: 'asset', fileName, source: page });
        this.emitFile({
          type: 'asset',
          fileName: `${fileName}.br`,
          source: brotliCompressSync(page, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        });
        this.emitFile({
          type: 'asset',
          fileName: `${fileName}.gz`,
          source: gzipSync(page, { level: 9 }),
        });
      }
    },
  };
}
