// A navbar dropdown's `doc` items, as Docusaurus's: each links to its doc wherever the doc's slug
// puts it, labelled with its doc id unless it has a label (DocNavbarItem's `label ?? doc.id`); a docId no doc has stops
// the build at the config. CLI builds of the classic fixture, copied, with a dropdown of our own.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixtureWithConfig, put } from './temp-site.ts';

const withDropdown = (items: string) => (config: string) =>
  config.replace(
    "{ to: '/blog/', label: 'Blog', position: 'left' },",
    `{ to: '/blog/', label: 'Blog', position: 'left' },\n      { type: 'dropdown', label: 'Lamp care', items: ${items} },`,
  );

describe('doc items in a navbar dropdown', () => {
  it('link to their doc wherever its slug puts it, labelled with the doc id unless they have a label', async () => {
    const site = await copyFixtureWithConfig(
      'classic-site',
      withDropdown("[{ type: 'doc', docId: 'guide/oil' }, { type: 'doc', docId: 'guide/wicks', label: 'Wick care' }]"),
    );
    try {
      await put(
        site.root,
        'docs/guide/oil.md',
        '---\nslug: /fuel\nsidebar_label: Lamp oil\n---\n\n# Oil\n\nFill the font to two thirds.\n',
      );
      const out = join(site.dir, 'out');
      const r = await zapsite(['build', '--root', site.root, '--out', out]);
      expect(r.code, r.stderr).toBe(0);
      const html = await readFile(join(out, 'index.html'), 'utf8');
      const menu = /<ul class="dropdown__menu">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
      // The doc's sidebar_label is the sidebar's, not the navbar's.
      expect(menu).toMatch(/<a class="dropdown__link" href="\/docs\/fuel\/">guide\/oil<\/a>/);
      expect(menu).toMatch(/<a class="dropdown__link" href="\/docs\/guide\/wicks\/">Wick care<\/a>/);
    } finally {
      await site.remove();
    }
  });

  it('stop the build, at the config, when no doc has the id', async () => {
    const site = await copyFixtureWithConfig('classic-site', withDropdown("[{ type: 'doc', docId: 'guide/candles' }]"));
    try {
      const r = await zapsite(['build', '--root', site.root, '--out', join(site.dir, 'out')]);
      expect(r.code).not.toBe(0);
      expect(r.stderr).toMatch(/error\[missing-doc-id\][^\n]*guide\/candles/);
      expect(r.stderr).toContain('zapsite.config.ts');
    } finally {
      await site.remove();
    }
  });
});
