// `search.searchBar` (what migrate sets for a site that used a local search plugin, such as
// docusaurus-lunr-search): the classic navbar draws zapsite's search at its end, after the colour
// switch, where the plugin's bar sat; without it, a site with no search service has none, as on
// Docusaurus. Real CLI builds.
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixtureWithConfig, type TempSite } from './temp-site.ts';

async function navbar(search: string): Promise<{ site: TempSite; html: string; code: number | null }> {
  const site = await copyFixtureWithConfig('classic-site', (c) =>
    c.replace("theme: { name: 'classic'", `${search}theme: { name: 'classic'`),
  );
  const run = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
  const page = await readFile(join(site.dir, 'out', 'docs/intro/index.html'), 'utf8');
  return { site, html: page.slice(page.indexOf('<nav'), page.indexOf('</nav>')), code: run.code };
}

describe('the search bar of a site that used a local search plugin', () => {
  let on: Awaited<ReturnType<typeof navbar>>;
  let off: Awaited<ReturnType<typeof navbar>>;
  beforeAll(async () => {
    [on, off] = await Promise.all([navbar('search: { searchBar: true },\n  '), navbar('')]);
  }, 120_000);
  afterAll(async () => {
    await on?.site.remove();
    await off?.site.remove();
  });

  it("is zapsite's search at the navbar's end, after the colour switch", () => {
    expect(on.code).toBe(0);
    const search = on.html.indexOf('<div class="navbarSearchContainer_Bca1">');
    expect(search).toBeGreaterThan(on.html.indexOf('data-island="ColorModeToggle"'));
    expect(on.html.slice(search)).toContain('data-island="SearchButton"');
    // In DocSearch's markup, which the classic stylesheet draws as a search box, with no hosted search.
    expect(on.html.slice(search)).toContain('<a class="DocSearch DocSearch-Button"');
  });

  it('is not there without it, as Docusaurus has no search of its own', () => {
    expect(off.code).toBe(0);
    expect(off.html).not.toContain('navbarSearchContainer');
  });
});
