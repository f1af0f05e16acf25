// A navbar link's activeBasePath and activeBaseRegex, as Docusaurus's NavbarNavLink reads them:
// the link is marked active on the pages they name, whatever its own `to`. CLI builds of the
// classic fixture, on the classic theme and on zapsite's own.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixtureWithConfig, type TempSite } from './temp-site.ts';

const ITEMS = `{ to: '/docs/intro/', label: 'Start', position: 'left', activeBasePath: 'blog' },
      { to: '/blog/', label: 'Posts', position: 'left', activeBaseRegex: '^/docs/' },`;

const sites: TempSite[] = [];
const out: Record<string, string> = {};
afterAll(() => Promise.all(sites.map((s) => s.remove())));
beforeAll(async () => {
  for (const theme of ['classic', 'zapsite']) {
    const site = await copyFixtureWithConfig('classic-site', (c) => {
      const withItems = c.replace("{ to: '/blog/', label: 'Blog', position: 'left' },", ITEMS);
      return theme === 'classic'
        ? withItems
        : withItems.replace("theme: { name: 'classic',", "theme: { name: 'zapsite',");
    });
    sites.push(site);
    out[theme] = join(site.dir, 'out');
    const run = await zapsite(['build', '--root', site.root, '--out', out[theme]!]);
    expect(run.stderr).not.toMatch(/^(error|warning)/m);
    expect(run.code).toBe(0);
  }
}, 120_000);

/** The labels of the navbar links marked active on a page. */
async function activeLinks(theme: string, page: string): Promise<string[]> {
  const html = await readFile(join(out[theme]!, page), 'utf8');
  const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
  return [...nav.matchAll(/<a [^>]*class="[^"]*navbar__link[^"]*navbar__link--active[^"]*"[^>]*>([^<]*)</g)].map(
    (m) => m[1]!,
  );
}

describe('navbar links with activeBasePath and activeBaseRegex', () => {
  for (const theme of ['classic', 'zapsite'])
    it(`are active where those name, not where their own link points (${theme} theme)`, async () => {
      expect(await activeLinks(theme, 'blog/index.html')).toEqual(['Start']);
      // The docs sidebar's own item is active there too, by its sidebar.
      expect(await activeLinks(theme, 'docs/intro/index.html')).toEqual(['Guide', 'Posts']);
    });
});

describe('an activeBaseRegex JavaScript cannot read', () => {
  it('stops the build at its line in the config', async () => {
    const site = await copyFixtureWithConfig('classic-site', (c) =>
      c.replace(
        "{ to: '/blog/', label: 'Blog', position: 'left' },",
        "{ to: '/blog/', label: 'Blog', activeBaseRegex: '^/docs/(' },",
      ),
    );
    sites.push(site);
    const run = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('is not a regular expression JavaScript can read');
    expect(run.stderr).toMatch(/--> zapsite\.config\.ts:\d+:\d+/);
  }, 60_000);
});
