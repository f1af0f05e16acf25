// A link written with the site's base URL already in it, as the browser's address bar shows the
// page (`/handbook/docs/beta` on a site at `/handbook/`), is that page, as Docusaurus's Link adds
// the base URL only to a path that lacks it: in Markdown, raw HTML and MDX's JSX alike. It was
// given the base URL twice, and the link check, which read it as the page, let the 404 through.
// A link with the base URL to no page is still a located broken link. Migrated and built through the CLI.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const CONFIG = `// @ts-check
/** @type {import('@docusaurus/types').Config} */
module.exports = {
  title: 'Handbook',
  url: 'https://lamps.example.com',
  baseUrl: '/handbook/',
  onBrokenLinks: 'warn',
  presets: [['classic', { docs: {}, blog: false }]],
};
`;

const site = migratedSite('links-base-url', {
  'docusaurus.config.js': CONFIG,
  'src/pages/index.md': '# Handbook\n',
  'docs/alpha.md':
    '# Alpha\n\nSee [beta](/handbook/docs/beta), [its part](/handbook/docs/beta#part), [home](/handbook) and [beta again](/docs/beta).\n\n<a href="/handbook/docs/beta">raw beta</a>\n\nAnd [nowhere](/handbook/docs/nowhere).\n',
  'docs/beta.mdx': '# Beta\n\n## Part\n\nBack to <a href="/handbook/docs/alpha">alpha</a>.\n',
});

describe('a link written with the base URL', () => {
  it('is the page it names, with the base URL once', async () => {
    const alpha = await readFile(join(site.out, 'docs/alpha/index.html'), 'utf8');
    expect(alpha).not.toContain('/handbook/handbook');
    expect(alpha).toContain('<a href="/handbook/docs/beta">beta</a>');
    expect(alpha).toContain('<a href="/handbook/docs/beta#part">its part</a>');
    expect(alpha).toContain('<a href="/handbook/">home</a>');
    expect(alpha).toContain('<a href="/handbook/docs/beta">beta again</a>');
    expect(alpha).toContain('<a href="/handbook/docs/beta">raw beta</a>');
    const beta = await readFile(join(site.out, 'docs/beta/index.html'), 'utf8');
    expect(beta).toMatch(/<a href="\/handbook\/docs\/alpha"[^>]*>alpha<\/a>/);
  });

  it('to no page is a located broken link, at the link', () => {
    const out = site.built.stdout + site.built.stderr;
    // Named as the page links it, with the base URL, as Docusaurus's message names it.
    expect(out).toMatch(/warning\[broken-link\][^\n]*"\/handbook\/docs\/nowhere" does not match any page/);
    expect(out).toContain('--> docs/alpha.md:7:5');
    expect(out.match(/warning\[broken-link\]/g)).toHaveLength(1);
  });
});
