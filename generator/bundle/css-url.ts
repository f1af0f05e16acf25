// url() in the site's CSS, resolved as a Docusaurus site's webpack resolves it (css-loader with
// `resolve.roots` set to the static folders, then the site folder): `/x` is a file of the static
// folder (served where it already is: its public URL under baseUrl, not a second copy) or else of
// the site folder; `@site/x` is the site folder; `~pkg/x` is a package file; anything else is
// relative to the stylesheet. `data:`, `http(s):`, `//host` and `#id` stay as written. A file found
// outside the static folder is published by its content hash beside the bundle's other assets.
import type { OnResolveArgs, PartialMessage, Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import type { SiteStylesOptions } from './site-styles.ts';
import { messageFor } from '../diagnostics.ts';

// Which imports reach this thread: asset files, and the prefixes esbuild cannot resolve itself. A
// plugin's resolve is a round trip for every import it matches, so plain JavaScript imports stay out.
const URL_RE =
  /^(\/|~|@site\/)|\.(a?png|jpe?g|gif|webp|avif|svg|ico|bmp|cur|woff2?|ttf|otf|eot|mp4|webm|ogg|mp3|wav|pdf)([?#].*)?$/i;
const LEFT_ALONE_RE = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function decode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** `pkg/x` from the nearest node_modules folder that has it, walking up from `dir`. */
function fromNodeModules(dir: string, spec: string): string | undefined {
  for (let at = dir; ; at = dirname(at)) {
    const path = join(at, 'node_modules', spec);
    if (existsSync(path)) return path;
    if (dirname(at) === at) return undefined;
  }
}

/** `sassSources`: for CSS that Sass wrote, the files it came from, so an error points into them. */
export function cssUrls(opts: SiteStylesOptions, sassSources: Map<string, string[]>): Plugin {
  const base = opts.baseUrl.replace(/\/$/, '');
  const root = opts.root;
  return {
    name: 'zapsite-css-url',
    setup(b) {
      b.onResolve({ filter: URL_RE }, (args) => {
        // `@import '~pkg/x.css'`, as css-loader reads it.
        if (args.kind === 'import-rule' && args.path.startsWith('~')) {
          const found = fromNodeModules(args.resolveDir, args.path.slice(1));
          return found && isFile(found) ? { path: found } : undefined;
        }
        if (args.kind !== 'url-token') return undefined;
        // The islands bundle throws its CSS away: nothing to resolve.
        if (!opts.publish || LEFT_ALONE_RE.test(args.path)) return { path: args.path, external: true };
        const [, spec = '', suffix = ''] = /^([^?#]*)(.*)$/s.exec(args.path)!;
        if (!spec) return { path: args.path, external: true };
        const tried: string[] = [];
        let found: string | undefined;
        if (spec.startsWith('/')) {
          const rel = decode(spec.slice(1));
          const inStatic = opts.staticDir ? join(root, opts.staticDir, rel) : undefined;
          if (inStatic && inside(inStatic, join(root, opts.staticDir!)) && isFile(inStatic))
            return { path: `${base}${spec}${suffix}`, external: true };
          if (inStatic) tried.push(inStatic);
          const inSite = join(root, rel);
          tried.push(inSite);
          if (inside(inSite, root)) found = inSite;
        } else if (spec.startsWith('@site/')) {
          found = join(root, decode(spec.slice('@site/'.length)));
          tried.push(found);
        } else if (spec.startsWith('~')) {
          found = fromNodeModules(args.resolveDir, decode(spec.slice(1)));
          tried.push(`node_modules/${decode(spec.slice(1))}`);
        } else {
          found = resolve(args.resolveDir, decode(spec));
          tried.push(found);
        }
        if (!found || !isFile(found)) return { errors: [notFound(args, { spec, tried }, root, sassSources)] };
        const data = readFileSync(found);
        const ext = extname(found);
        const path = `${opts.publish.dir}/${basename(found, ext)}-${createHash('sha256').update(data).digest('hex').slice(0, 8)}${ext}`;
        opts.publish.emit({ path, data });
        return { path: `${base}/${path}${suffix}`, external: true, watchFiles: [found] };
      });
    },
  };
}

function inside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-zA-Z]:/.test(rel);
}

/**
 * A url() that names no file. esbuild places it at the url() token; in CSS that Sass wrote, the
 * token is looked for in the Sass files it came from, so the error names the line the site wrote.
 */
function notFound(
  args: OnResolveArgs,
  { spec, tried }: { spec: string; tried: string[] },
  root: string,
  sassSources: Map<string, string[]>,
): PartialMessage {
  const shown = tried.map((p) => (p.startsWith('node_modules/') ? p : relative(root, p) || '.')).join(', ');
  // The catalogue's message, with the code and its arguments beside it for the diagnostic (site-styles.ts).
  const error = (viaSass: boolean): PartialMessage => {
    const named = { path: args.path, tried: shown, viaSass, rooted: spec.startsWith('/') };
    return { text: messageFor('css-url', named), detail: { code: 'css-url', args: named } };
  };
  const message = error(false);
  const sources = sassSources.get(args.importer);
  if (!sources) return message;
  for (const file of sources) {
    const lines = readFileSync(file, 'utf8').split(/\r?\n/);
    const line = lines.findIndex((l) => l.includes(args.path));
    if (line >= 0)
      return {
        ...message,
        location: { file, line: line + 1, column: lines[line]!.indexOf(args.path), lineText: lines[line]! },
      };
  }
  return { ...error(true), location: { file: sources[0]! } };
}
