// A navbar link's own `target` and `rel`, which Docusaurus passes on to its Link: another site kept
// in the same tab, one of ours opened in a new one. Without them, another site opens in a new tab
// (noopener noreferrer) and one of ours in place. And an icon dropdown's aria-label. A CLI build of
// the classic fixture.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixtureWithConfig, type TempSite } from './temp-site.ts';

const ITEMS = `{ to: '/blog/', label: 'Blog', position: 'left', target: '_blank', rel: 'noopener' },
      { href: 'https://forum.example.org/', label: 'Forum', position: 'left', target: '_self' },
      { href: 'https://chat.example.org/', label: 'Chat', position: 'left' },
      { type: 'dropdown', label: '', className: 'header-repos', 'aria-label': 'Source repositories', position: 'right', items: [{ label: 'Core', href: 'https://example.org/core' }] },`;

let site: TempSite;
let html: string;
beforeAll(async () => {
  site = await copyFixtureWithConfig('classic-site', (c) =>
    c.replace("{ to: '/blog/', label: 'Blog', position: 'left' },", ITEMS),
  );
  const out = join(site.dir, 'out');
  const run = await zapsite(['build', '--root', site.root, '--out', out]);
  expect(run.stderr).not.toMatch(/^(error|warning)/m);
  expect(run.code).toBe(0);
  html = await readFile(join(out, 'docs/intro/index.html'), 'utf8');
}, 120_000);
afterAll(() => site?.remove());

/** The opening tag of the navbar link labelled `label`. */
function linkTag(label: string): string {
  const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
  const at = nav.indexOf(`>${label}<`);
  return nav.slice(nav.lastIndexOf('<a ', at), at + 1);
}

describe('navbar link target and rel', () => {
  it('opens where the item says, in the navbar', () => {
    expect(linkTag('Blog')).toContain('target="_blank" rel="noopener"');
    const forum = linkTag('Forum');
    expect(forum).toContain('target="_self"');
    // rel is still the one another site gets when only target is given, as Docusaurus's Link.
    expect(forum).toContain('rel="noopener noreferrer"');
    expect(linkTag('Chat')).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it("names an icon dropdown's toggle by its aria-label", () => {
    const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
    expect(nav).toMatch(
      /<a class="navbar__link header-repos" aria-haspopup="true" aria-expanded="false" aria-label="Source repositories" role="button" href="#">/,
    );
  });

  it('hands the same to the phone menu', () => {
    // The menu island's props: each item as the navbar draws it.
    expect(html).toMatch(/"label":"Blog","href":"\/blog\/?",[^}]*"target":"_blank","rel":"noopener"/);
    expect(html).toMatch(/"label":"Forum",[^}]*"target":"_self"/);
  });
});
