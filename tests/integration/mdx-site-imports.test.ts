// How an MDX page's imports resolve when one does not: `@site/` is esbuild's alias to the site
// folder, and the error still names the import as the page wrote it, at its line.
import { afterEach, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildFixture } from '../helpers/build.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

let site: TempSite | undefined;
afterEach(() => site?.remove());

describe('an @site/ import that does not resolve', () => {
  it('is an mdx-import error naming the import as written, at its line and column', async () => {
    site = await copyFixture('mdx-site');
    const intro = join(site.root, 'content/docs/intro.mdx');
    const text = await readFile(intro, 'utf8');
    const at = text.indexOf('\n', text.indexOf('\n---', 3) + 1) + 1;
    const broken = `${text.slice(0, at)}import Lamp from '@site/src/components/TapLamp';\n\n<Lamp />\n\n${text.slice(at)}`;
    await writeFile(intro, broken);
    const line = broken.slice(0, at).split('\n').length;
    const out = await buildFixture(site.root);
    expect(out.ok).toBe(false);
    const d = out.diagnostics.find((x) => x.code === 'mdx-import');
    expect(d).toMatchObject({
      severity: 'error',
      message: 'Could not resolve "@site/src/components/TapLamp"',
      file: 'content/docs/intro.mdx',
      line,
      sourceLine: "import Lamp from '@site/src/components/TapLamp';",
    });
    expect(d!.column).toBe("import Lamp from '".length);
  });

  it('resolves from the site folder when it does', async () => {
    site = await copyFixture('mdx-site');
    const intro = join(site.root, 'content/docs/intro.mdx');
    const text = await readFile(intro, 'utf8');
    const at = text.indexOf('\n', text.indexOf('\n---', 3) + 1) + 1;
    await writeFile(
      intro,
      `${text.slice(0, at)}import Badge from '@site/src/components/ReaderBadge';\n\n<Badge name="Imported from the site folder" link="/docs/" />\n\n${text.slice(at)}`,
    );
    const out = await buildFixture(site.root);
    expect(out.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    expect(out.writer.text('docs/index.html')).toContain('Imported from the site folder');
  });
});
