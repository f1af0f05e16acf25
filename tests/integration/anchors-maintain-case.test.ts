// Docusaurus's `markdown.anchors.maintainCase`: heading ids made from the heading's text keep its
// case, in Markdown and MDX alike, in the page, its table of contents and the links checked against
// it; an id written as `{#id}` stays as written, and repeats are numbered as before. migrate
// carries the setting over. Real CLI runs on a Docusaurus site of our own.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const FILES: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Kettle Works',
  url: 'https://kettle.example.org',
  baseUrl: '/',
  markdown: { anchors: { maintainCase: true } },
  presets: [['classic', { docs: { routeBasePath: 'docs' }, blog: false }]],
};
`,
  'src/pages/index.md': '# Kettle Works\n\nPots and kettles.\n',
  'docs/pouring.md': [
    '# Pouring',
    '',
    'See [the Spout](#Mind-the-Spout) and [the lid](/docs/lids#Lift-the-Lid).',
    '',
    '## Mind the Spout',
    '',
    'Tilt slowly.',
    '',
    '## Mind the Spout',
    '',
    'Again.',
    '',
    '## Wipe Up {#wipe-up}',
    '',
    'Dry it.',
    '',
  ].join('\n'),
  'docs/lids.mdx': '# Lids\n\nimport { useState } from "react";\n\n## Lift the Lid\n\nCarefully.\n',
};

const site = migratedSite('anchors-maintain-case', FILES);

describe('markdown.anchors.maintainCase', () => {
  it('is carried over by migrate', async () => {
    expect(site.migrated.code).toBe(0);
    const config = await readFile(join(site.root, 'zapsite.config.ts'), 'utf8');
    expect(config).toMatch(/anchors: \{ maintainCase: true \}/);
  });

  it('keeps the case of ids made from text, in the page, its table of contents and the links checked', async () => {
    expect(site.built.stderr).not.toContain('broken-anchor');
    expect(site.built.code).toBe(0);
    const md = await readFile(join(site.out, 'docs/pouring/index.html'), 'utf8');
    expect(md).toMatch(/<h2 id="Mind-the-Spout"/);
    expect(md).toMatch(/<h2 id="Mind-the-Spout-1"/);
    expect(md).toMatch(/<h2 id="wipe-up"/);
    expect(md).toContain('href="#Mind-the-Spout" class="table-of-contents__link');
    const mdx = await readFile(join(site.out, 'docs/lids/index.html'), 'utf8');
    expect(mdx).toMatch(/<h2 id="Lift-the-Lid"/);
    expect(mdx).toContain('href="#Lift-the-Lid" class="table-of-contents__link');
  });
});
