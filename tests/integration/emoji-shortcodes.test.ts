// Emoji shortcodes, as Docusaurus 3 writes them (markdown.emoji, on by default: its MDX loader runs
// remark-emoji on .md and .mdx alike). What a real 3.10.2 build of the same files shows: the text
// and headings have the emoji, inline code keeps the shortcode, a heading's anchor is the slug of
// its text as written (#ready-tada, numbered when repeated) and a doc's <title> keeps the shortcode
// (its title is read before). `markdown.emoji: false` leaves them as written. Before, zapsite had no
// emoji at all, and `## Ready :tada:` was slugged #ready- with "Ready :" in the TOC (`:tada` was
// taken for a text directive, which micromark does not take a name followed by a colon for).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const files = (emoji?: false) => ({
  'docusaurus.config.js': `module.exports = {
  title: 'Lamps',
  url: 'https://lamps.example.com',
  baseUrl: '/',
  ${emoji === false ? 'markdown: { emoji: false },' : ''}
  presets: [['classic', { docs: { routeBasePath: '/docs' }, blog: false }]],
};
`,
  'src/pages/index.md': '# Lamps\n\nOil and wicks.\n',
  'docs/launch.md':
    '# Launch :rocket:\n\nGo :+1:.\n\n## Ready :tada:\n\nText `:tada:` kept.\n\n## Ready :tada:\n\nAgain.\n',
  'docs/second.mdx': '# Plain\n\n## Party :tada: time\n\nMDX :sparkles:.\n',
});

const site = migratedSite('emoji-shortcodes', files());
const off = migratedSite('emoji-shortcodes-off', files(false));

const page = (out: string, path: string) => readFile(join(out, path), 'utf8');
const article = (html: string) => /<article[\s\S]*<\/article>/.exec(html)![0];

describe('emoji shortcodes', () => {
  it('become emoji in text and headings, anchored and titled by the text as written', async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[/);
    const launch = await page(site.out, 'docs/launch/index.html');
    expect(launch).toContain('<title>Launch :rocket: | Lamps</title>');
    const body = article(launch);
    expect(body).toContain('<h1>Launch 🚀</h1>');
    expect(body).toContain('<p>Go 👍.</p>');
    expect(body).toContain('<p>Text <code>:tada:</code> kept.</p>');
    expect([...body.matchAll(/<h2 id="([^"]+)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['ready-tada', 'Ready 🎉'],
      ['ready-tada-1', 'Ready 🎉'],
    ]);
    expect(launch).toMatch(/href="#ready-tada"[^>]*>Ready 🎉</);
    const second = article(await page(site.out, 'docs/second/index.html'));
    expect(second).toContain('<p>MDX ✨.</p>');
    expect(second).toMatch(/<h2 id="party-tada-time"[^>]*>Party 🎉 time</);
  });

  it('stay as written with markdown.emoji false', async () => {
    expect(off.built.code).toBe(0);
    const body = article(await page(off.out, 'docs/launch/index.html'));
    expect(body).toContain('<p>Go :+1:.</p>');
    expect(body).toMatch(/<h2 id="ready-tada"[^>]*>Ready :tada:</);
  });
});
