import { describe, expect, it } from 'vitest';
import { buildFixture } from '../helpers/build.ts';

describe('basic fixture', () => {
  it('builds docs, pages, redirects and the 404 page into memory', async () => {
    const out = await buildFixture('basic');
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.ok).toBe(true);
    const files = [...out.writer.files.keys()];
    expect(files).toEqual(
      expect.arrayContaining([
        'docs/index.html',
        'docs/guide/index.html',
        'index.html',
        'old/index.html',
        '404.html',
        'sitemap.xml',
        'img/dot.svg',
      ]),
    );
    const guide = out.writer.text('docs/guide/index.html')!;
    expect(guide).toContain('<title>Guide | Fixture</title>');
    expect(guide).toContain('id="setup"');
    expect(guide).toContain('title="Direct link to Setup"');
    expect(guide).toMatch(/<img[^>]*src="\/img\/dot.svg"[^>]*width="10"[^>]*height="10"/);
    expect(guide).toContain('class="code-block__title">config.toml');
    const intro = out.writer.text('docs/index.html')!;
    expect(intro).toContain('href="/docs/guide/"');
    expect(intro).toContain('admonition--tip');
    expect(out.writer.text('old/index.html')).toContain('url=/docs/guide/#setup');
  });
});
