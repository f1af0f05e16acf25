// A file that site code imports for its URL (an image, a font, a video, a document), as Docusaurus's
// webpack rules take them (@docusaurus/utils webpackUtils: images, fonts, media, other files): one
// name for both bundles, assets/mdx/<name>-<hash><ext>, so the page the server drew and the island
// the browser hydrates name the same URL.
import type { Plugin } from 'esbuild';
import { resolvedPast } from './resolve-past.ts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';

/** Every extension Docusaurus's bundler gives a URL for (SVG too: a stylesheet's url() names one). */
export const IMPORTED_ASSET_RE =
  /\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?|eot|ttf|otf|mp4|avi|mov|mkv|mpg|mpeg|vob|wmv|m4v|webm|ogv|ogg|wav|mp3|m4a|aac|oga|flac|pdf|docx?|xlsx?|zip|rar)$/i;

/** The file at `abs`, under the name both bundles give it. */
function importedAsset(abs: string): { path: string; data: Buffer } {
  const data = readFileSync(abs);
  const ext = extname(abs);
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 8);
  return { path: `assets/mdx/${basename(abs, ext)}-${hash}${ext}`, data };
}

/**
 * The plugin that gives each import `filter` matches its URL (`base`: the baseUrl without its final
 * slash) and hands the file to `emit`. `urlTokens`: a stylesheet's url() too (the server's bundle), as
 * an external URL; else it is left to the bundle's CSS. `skip`: imports another plugin takes.
 */
export function importedAssetUrls(opts: {
  name: string;
  filter: RegExp;
  base: string;
  emit: (asset: { path: string; data: Buffer }, file: string) => void;
  urlTokens?: boolean;
  skip?: (path: string, kind: string) => boolean;
}): Plugin {
  const mark = Symbol(opts.name);
  return {
    name: opts.name,
    setup(b) {
      b.onResolve({ filter: opts.filter }, async (args) => {
        if (args.pluginData === mark || args.namespace === opts.name) return undefined;
        if ((args.kind === 'url-token' && !opts.urlTokens) || opts.skip?.(args.path, args.kind)) return undefined;
        const found = await resolvedPast(b, args, mark);
        if (!found || 'errors' in found) return found;
        const asset = importedAsset(found.path);
        opts.emit(asset, found.path);
        const url = `${opts.base}/${asset.path}`;
        if (args.kind === 'url-token') return { path: url, external: true };
        return { path: found.path, namespace: opts.name, pluginData: url, watchFiles: [found.path] };
      });
      b.onLoad({ filter: /.*/, namespace: opts.name }, (args) => ({
        contents: `export default ${JSON.stringify(args.pluginData)};`,
        loader: 'js',
      }));
    },
  };
}
