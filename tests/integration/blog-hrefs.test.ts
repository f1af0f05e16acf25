// The blog layouts' links to posts carry the base URL and are percent-encoded, like every other
// href: the llms-site fixture has baseUrl /tap/ and a post whose name has a space and an "é".
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'htmlparser2';
import { findAll, getAttributeValue } from 'domutils';
import { buildFixture } from '../helpers/build.ts';

describe('blog hrefs', () => {
  it('link to posts under the base URL, percent-encoded', async () => {
    const out = await buildFixture('llms-site');
    expect(out.ok).toBe(true);
    const cafe = '/tap/blog/2026/01/06/caf%C3%A9%20time/';
    const release = '/tap/blog/2026/01/05/release/';
    for (const file of [
      'blog/index.html',
      'blog/archive/index.html',
      'blog/2026/01/05/release/index.html',
      'blog/2026/01/06/café time/index.html',
    ]) {
      const hrefs = findAll((e) => e.name === 'a', parseDocument(out.writer.text(file)!).children).map((a) =>
        getAttributeValue(a, 'href')!,
      );
      const posts = hrefs.filter((h) => h.includes('/blog/2026/'));
      expect([file, posts.length > 0]).toEqual([file, true]);
      expect([file, posts.filter((h) => h !== cafe && h !== release)]).toEqual([file, []]);
    }
  });
});
