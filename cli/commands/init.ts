// `zapsite init [dir]`: a small starting site (a config, a docs page, a blog post, a home page)
// that builds as it is. It writes only files that do not exist: a folder with other things in it
// is refused unless --force, and even then nothing already there is replaced.
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { ZapsiteError, EXIT_USAGE, diag } from '../../generator/diagnostics.ts';
import { CONFIG_FILE } from '../../generator/config/file-names.ts';
import { printDiagnostics } from '../reporter.ts';
import type { CommandContext } from './context.ts';

/** What an npm project holds before it has a site: these do not make a folder "not empty". */
const PROJECT_FILES = new Set(['package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'node_modules']);

/** The starting site, path -> text. `today` names the blog post (YYYY-MM-DD). */
function starterSite(today: string): Record<string, string> {
  return {
    [CONFIG_FILE]: `import { defineConfig } from 'zapsite/config';

export default defineConfig({
  title: 'My Site',
  tagline: 'Docs and news, built by zapsite',
  // The address the site is published at: feeds, the sitemap and canonical links use it.
  url: 'https://example.com',
  navbar: {
    items: [
      { to: '/docs/intro', label: 'Docs' },
      { to: '/blog', label: 'Blog' },
    ],
  },
  footer: { copyright: 'Written with zapsite.' },
});
`,
    'content/pages/index.md': `---
title: Home
---

# My Site

This is the home page, content/pages/index.md. Read [the docs](/docs/intro) or [the blog](/blog).
`,
    'content/docs/intro.md': `---
title: Getting started
---

# Getting started

Each Markdown or MDX file under content/docs/ is a page of the docs, listed in the sidebar in the
order of the folders and files (a \`sidebar_position\` in the front matter changes it).

## Next steps

- Edit this page, content/docs/intro.md, and run \`npx zapsite dev\` to see it change as you save.
- Run \`npx zapsite build\` to write the site into build/.
`,
    [`content/blog/${today}-welcome.md`]: `---
title: Welcome
---

The first post of this blog. A post is a file under content/blog/ whose name starts with its date.

<!-- truncate -->

Everything after the truncate comment shows only on the post's own page.
`,
  };
}

export function registerInit(program: Command, ctx: CommandContext): void {
  program
    .command('init')
    .description('Write a small starting site (config, a docs page, a blog post, a home page) into a folder.')
    .argument('[dir]', 'the folder to write into (made when missing)', '.')
    .option('--force', 'write into a folder that already holds other files (none of them is replaced)')
    .action((dir: string, opts: { force?: boolean }) => {
      try {
        const root = resolve(dir);
        const others = existsSync(root)
          ? readdirSync(root).filter((n) => !n.startsWith('.') && !PROJECT_FILES.has(n))
          : [];
        if (others.length && !opts.force) {
          throw new ZapsiteError(
            [
              diag({
                code: 'init-not-empty',
                args: { root, others },
              }),
            ],
            EXIT_USAGE,
          );
        }
        const today = new Date().toISOString().slice(0, 10);
        for (const [path, text] of Object.entries(starterSite(today))) {
          const file = join(root, path);
          if (existsSync(file)) {
            ctx.o.out(`  kept ${path} (it exists)`);
            continue;
          }
          mkdirSync(dirname(file), { recursive: true });
          // 'wx': a file that appeared since the check is left alone too.
          writeFileSync(file, text, { flag: 'wx' });
          ctx.o.out(`  wrote ${path}`);
        }
        const where = relative(process.cwd(), root);
        const rootOption = where ? ` --root ${where}` : '';
        ctx.o.out(
          `Site ready. Preview it with \`npx zapsite dev${rootOption}\`; build it with \`npx zapsite build${rootOption}\`.`,
        );
      } catch (error) {
        if (!(error instanceof ZapsiteError)) return ctx.setCode(ctx.fail(error));
        printDiagnostics(ctx.o, error.diagnostics);
        ctx.setCode(error.exitCode);
      }
    });
}
