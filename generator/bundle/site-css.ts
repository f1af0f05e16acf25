// The site's own stylesheets: `theme.customCss` bundled with esbuild (their @imports and url()s),
// and `theme.infima`, the part of Infima (Docusaurus's CSS framework, from the `infima` package)
// that the theme's own stylesheet leaves alone.
import { build, transform, type Message } from 'esbuild';
import { diag, ZapsiteError } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join, relative, resolve } from 'node:path';
import postcss, { type AtRule, type Rule } from 'postcss';
import { realStylePath, siteStyles, styleDiagnostic } from './site-styles.ts';
import { injectedPackageCss } from './injected-css.ts';

export interface SiteCssOptions {
  root: string;
  baseUrl: string;
  customCss: readonly string[];
  /** The static folder, from the site folder: where `url(/x)` is looked for. */
  staticDir?: string;
  infima: boolean;
  /** A right-to-left locale's: Infima's mirrored build. */
  rtl?: boolean;
  minify: boolean;
}

export interface SiteCss {
  files: { path: string; data: Uint8Array }[];
  /** Linked before the theme's stylesheet. */
  before: string[];
  /** Linked after it. */
  after: string[];
  inputs: string[];
}

const require = createRequire(import.meta.url);
const ASSET_LOADERS = {
  '.png': 'file',
  '.jpg': 'file',
  '.jpeg': 'file',
  '.gif': 'file',
  '.webp': 'file',
  '.avif': 'file',
  '.svg': 'file',
  '.woff': 'file',
  '.woff2': 'file',
  '.ttf': 'file',
  '.otf': 'file',
  '.eot': 'file',
} as const;

export async function bundleSiteCss(opts: SiteCssOptions, themeCss: string): Promise<SiteCss> {
  const base = opts.baseUrl.replace(/\/$/, '');
  const out: SiteCss = { files: [], before: [], after: [], inputs: [] };
  if (opts.infima) {
    const path = require.resolve(`infima/dist/css/default/default${opts.rtl ? '-rtl' : ''}.css`);
    const css = (
      await transform(infimaSubset(readFileSync(path, 'utf8'), themeClasses(themeCss)), {
        loader: 'css',
        minify: opts.minify,
        logLevel: 'silent',
      })
    ).code;
    const name = `assets/site-css/infima-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
    out.files.push({ path: name, data: Buffer.from(css) });
    out.before.push(`${base}/${name}`);
    out.inputs.push(path);
  }
  // Which packages the site depends on decides the stylesheets above: a reused bundle checks it too.
  const manifest = join(opts.root, 'package.json');
  if (existsSync(manifest)) out.inputs.push(manifest);
  const files = [
    ...injectedPackageCss(opts.root),
    ...opts.customCss.map((f) => (isAbsolute(f) ? f : join(opts.root, f))),
  ];
  if (files.length) {
    // Files that url() names outside the static folder (site-styles.ts), and Sass stylesheets.
    const emitted = new Map<string, { path: string; data: Uint8Array }>();
    const result = await build({
      // One stylesheet for all of them, in the order the config lists them.
      stdin: {
        contents: files.map((f) => `@import ${JSON.stringify(f)};`).join('\n'),
        loader: 'css',
        resolveDir: opts.root,
        sourcefile: 'customCss',
      },
      // esbuild names files relative to this; the site's root keeps those names the site's own.
      absWorkingDir: opts.root,
      bundle: true,
      write: false,
      minify: opts.minify,
      metafile: true,
      // Beside the theme's assets/css/, which the dev server swaps on its own.
      outdir: '/assets/site-css',
      entryNames: 'custom-[hash]',
      assetNames: '[name]-[hash]',
      loader: ASSET_LOADERS,
      plugins: siteStyles({
        root: opts.root,
        baseUrl: opts.baseUrl,
        staticDir: opts.staticDir,
        publish: { dir: 'assets/site-css', emit: (f) => emitted.set(f.path, f) },
      }),
      logLevel: 'silent',
    }).catch((error: { errors?: Message[] }) => {
      if (!error.errors) throw error;
      throw new ZapsiteError(error.errors.map((m) => cssDiagnostic(m, opts.root)));
    });
    out.files.push(...emitted.values());
    for (const f of result.outputFiles) {
      const path = f.path.replace(/^\//, '');
      out.files.push({ path, data: f.contents });
      if (path.endsWith('.css')) out.after.push(`${base}/${path}`);
    }
    out.inputs.push(
      ...Object.keys(result.metafile.inputs)
        .filter((p) => p !== '<stdin>' && p !== 'customCss') // the stdin above, by its name
        .map((p) => resolve(opts.root, realStylePath(p))),
    );
  }
  return out;
}

// Infima's parts that zapsite's theme has its own markup for: never mixed into it.
const THEME_OWNED =
  /^(navbar|menu|footer|tabs|pagination-nav|pagination|breadcrumbs|table-of-contents|admonition|markdown|dropdown|close|theme-code-block|skipToContent)(__|--|$)/;

/** An esbuild error in a custom stylesheet (an @import or url() that does not resolve, bad CSS), at its line. */
function cssDiagnostic(m: Message, root: string): Diagnostic {
  const style = styleDiagnostic(m, root);
  if (style) return style;
  const loc = m.location;
  const inStdin = !loc || loc.file === 'customCss';
  return diag({
    code: 'custom-css',
    args: { text: m.text, unresolved: /Could not resolve/.test(m.text) },
    ...(inStdin
      ? {}
      : {
          file: relative(root, resolve(root, realStylePath(loc.file))),
          line: loc.line,
          column: loc.column + 1,
          sourceLine: loc.lineText,
        }),
  });
}

/** Every class name a stylesheet styles. */
export function themeClasses(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]!));
}

/**
 * Infima's rules for classes, less every selector that names a class the theme styles (the
 * theme's navbar, cards and buttons keep their look) or that styles elements without a class
 * (`body`, `a`, `h1`: the theme's typography stays). Its `--ifm-*` variables are kept, light and
 * dark, since the rules read them.
 */
export function infimaSubset(infima: string, theme: ReadonlySet<string>): string {
  const root = postcss.parse(infima);
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((sel) => {
      const classes = [...sel.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((m) => m[1]!);
      return classes.length > 0 && !classes.some((c) => theme.has(c) || THEME_OWNED.test(c));
    });
    if (kept.length) {
      rule.selectors = kept;
      return;
    }
    // `:root` and `html[data-theme='dark']`: variables only.
    if (rule.selectors.every((s) => /^(:root|html(\[data-theme=['"]?\w+['"]?\])?)$/.test(s.trim()))) {
      rule.each((node) => {
        if (node.type === 'decl' && !node.prop.startsWith('--')) node.remove();
      });
      if (rule.nodes.length) return;
    }
    rule.remove();
  });
  // At-rules left empty (a media query whose rules all went).
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove();
        removed = true;
      }
    });
  }
  root.walkComments((c) => {
    c.remove();
  });
  return root.toString();
}
