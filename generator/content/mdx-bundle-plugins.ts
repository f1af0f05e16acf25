// The MDX bundle's own esbuild plugins (mdx-pages.ts registers them): a page bundled whole, a
// stylesheet a page imports as an entry, and the images and fonts components import as public files.
import type { Plugin } from 'esbuild';
import { dirname, join } from 'node:path';
import type { SourceFile } from '../types.ts';
import type { OutFile } from '../emit/extras.ts';
import { IMPORTED_ASSET_RE, importedAssetUrls } from '../bundle/imported-asset.ts';

export const NAMESPACE = 'zapsite-mdx';

/** A page bundled whole: its compiled JavaScript, resolved from its own folder. */
export function wholePages(pages: { file: SourceFile; js: string }[]): Plugin {
  return {
    name: NAMESPACE,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const page = pages[Number(args.path)]!;
        return { contents: page.js, loader: 'jsx', resolveDir: dirname(page.file.absPath) };
      });
    },
  };
}

export const CSS_RE = /\.(css|s[ac]ss)$/i;
export const CSS_ENTRY = 'zapsite-css-entry';

/**
 * A stylesheet a page imports becomes a JavaScript entry that imports it, so esbuild links its CSS
 * to the page as it does a component's (a `.module.css` file keeps its class names as exports).
 */
export function cssEntries(): Plugin {
  return {
    name: CSS_ENTRY,
    setup(b) {
      b.onResolve({ filter: new RegExp(`^${CSS_ENTRY}:`) }, (args) => ({
        path: args.path.slice(CSS_ENTRY.length + 1),
        namespace: CSS_ENTRY,
      }));
      b.onLoad({ filter: /.*/, namespace: CSS_ENTRY }, (args) => {
        const spec = JSON.stringify(args.path);
        return {
          contents: /\.module\.(css|s[ac]ss)$/i.test(args.path)
            ? `export * from ${spec};\nexport { default } from ${spec};\n`
            : `import ${spec};\n`,
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

const SVG_RE = /\.svg$/i;

/**
 * Images, fonts, media and documents that components import or their CSS names in url() (media
 * too: in Docusaurus, `require('@site/static/video/x.mp4').default` is its URL): copied to
 * assets/mdx/<name>-<hash> and referred to by their public URL, with the base URL. (esbuild's
 * publicPath would do it, but it also prefixes the imports of shared chunks, which are files here.)
 */
export function publicAssets(baseUrl: string, emitted: Map<string, OutFile>): Plugin {
  return importedAssetUrls({
    name: 'zapsite-mdx-asset',
    filter: IMPORTED_ASSET_RE,
    base: baseUrl.replace(/\/$/, ''),
    emit: (asset) => emitted.set(asset.path, asset),
    urlTokens: true,
    // An SVG that code imports is a component (bundle/svg-component.ts); one a stylesheet names, a URL.
    skip: (path, kind) => kind !== 'url-token' && SVG_RE.test(path),
  });
}

/**
 * An ES module bundle has no `require`: esbuild's __require uses this one, made for the file's own
 * URL (in zapsite's node_modules/.cache), so `react` is the one the theme renders with; a module
 * zapsite does not have is the site's (a `require(\`prismjs/components/prism-${lang}\`)` left to run
 * time). (Spelt in pieces: the CLI's bundler replaces that expression, written whole, by this file's URL.)
 */
export function requireBanner(root: string): string {
  return [
    `import { createRequire as __zapsiteRequire } from 'node:module';`,
    `const __zsOwnRequire = __zapsiteRequire(${['import', 'meta', 'url'].join('.')});`,
    `const __zsSiteRequire = __zapsiteRequire(${JSON.stringify(join(root, 'package.json'))});`,
    `const require = Object.assign((id) => { try { return __zsOwnRequire(id); } catch (e) { if (e?.code !== 'MODULE_NOT_FOUND') throw e; return __zsSiteRequire(id); } }, { resolve: __zsOwnRequire.resolve, cache: __zsOwnRequire.cache });`,
  ].join('\n');
}
