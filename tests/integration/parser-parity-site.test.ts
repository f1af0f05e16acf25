// The markdown-it fast path must never change a byte: the same sites built with `markdown.fastPath`
// on and off (every .md file through micromark, or through the MDX compiler when `.md` is MDX)
// write identical folders. Spec examples are held to micromark in tests/unit/content/parser-parity.test.ts.
// This file: the Zaparoo site (the fixtures and the generated corpora have files of their own).
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/paths.ts';
import { expectSameSite } from '../helpers/parser-parity.ts';
import { zaparooSiteBuild } from '../helpers/zaparoo-build.ts';

/** The site's kept build (fast path on, as its config has it), as path -> text. */
async function keptBuild(): Promise<Map<string, string>> {
  const { ok, writer } = await zaparooSiteBuild();
  expect(ok).toBe(true);
  return new Map([...writer.files].map(([path, bytes]) => [path, Buffer.from(bytes).toString('utf8')]));
}

describe('the markdown-it fast path against micromark', () => {
  it('builds the Zaparoo site byte for byte as micromark and the MDX compiler do', async () => {
    await expectSameSite(REPO, undefined, false, keptBuild);
  }, 600_000);

  it('reads the Zaparoo site as CommonMark (format md) byte for byte as remark-parse does', async () => {
    await expectSameSite(REPO, 'md');
  }, 600_000);
});
