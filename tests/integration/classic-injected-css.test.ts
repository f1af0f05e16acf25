// A package that inserts its own <style> when its code runs in the browser (FontAwesome's
// svg-core) has that stylesheet in a classic-theme site's CSS: Docusaurus runs every page's code in
// the browser, zapsite only its islands, so server-rendered icons would otherwise be drawn at the
// SVG's full size. A real build of the classic fixture copied, with a stand-in package of our own.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

const PKG = 'node_modules/@fortawesome/fontawesome-svg-core';

describe("a site package's run-time stylesheet on the classic theme", () => {
  let site: TempSite;
  let out: string;
  const siteCss = async (html: string) => {
    const href = /href="(\/assets\/site-css\/custom-[^"]+\.css)"/.exec(html)?.[1];
    return href ? readFile(join(out, href), 'utf8') : '';
  };

  beforeAll(async () => {
    site = await copyFixture('classic-site');
    out = join(site.dir, 'out');
    await put(site.root, PKG + '/package.json', '{ "name": "@fortawesome/fontawesome-svg-core", "version": "7.0.0" }');
    await put(site.root, PKG + '/styles.css', '.svg-inline--fa { height: 1em; overflow: visible; }\n');
  }, 60_000);
  afterAll(() => site.remove());

  it('is left out while the site does not depend on the package', async () => {
    await put(site.root, 'package.json', '{ "private": true, "dependencies": {} }');
    const r = await zapsite(['build', '--root', site.root, '--out', out]);
    expect(r.code).toBe(0);
    expect(await siteCss(await readFile(join(out, 'index.html'), 'utf8'))).not.toContain('svg-inline--fa');
  }, 120_000);

  it("is bundled ahead of the site's own CSS when the site depends on it", async () => {
    await put(
      site.root,
      'package.json',
      '{ "private": true, "dependencies": { "@fortawesome/fontawesome-svg-core": "^7.0.0" } }',
    );
    const r = await zapsite(['build', '--root', site.root, '--out', out]);
    expect(r.stderr).not.toMatch(/^error/m);
    expect(r.code).toBe(0);
    const css = await siteCss(await readFile(join(out, 'docs/intro/index.html'), 'utf8'));
    const icon = css.search(/\.svg-inline--fa\s*\{[^}]*height:\s*1em/);
    expect(icon).toBeGreaterThanOrEqual(0);
    // The site's own rules come after it, so they win where both speak.
    expect(css.indexOf('--ifm-color-primary')).toBeGreaterThan(icon);
  }, 120_000);
});
