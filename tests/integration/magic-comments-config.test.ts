// `prism.magicComments` in the config reaches every page a build renders: a custom comment marks its
// line with its class and is removed, in a .md file and in an .mdx file alike.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from '../../generator/pipeline.ts';
import { loadConfig } from '../../generator/config/load.ts';
import { MemoryWriter } from '../../generator/emit/writer.ts';
import { copyFixture, type TempSite } from './temp-site.ts';

let site: TempSite;
beforeEach(async () => {
  site = await copyFixture('basic');
});
afterEach(() => site.remove());

const BLOCK = ['```js', 'const reader = open();', '// tap-here', 'reader.wait();', '```', ''].join('\n');

it('marks the line after a custom magic comment with its class, in Markdown and MDX', async () => {
  await writeFile(
    join(site.root, 'content/docs/taps.md'),
    `---\ntitle: Taps\ndescription: Where a tap lands.\n---\n\nThe wait is the line to watch.\n\n${BLOCK}`,
  );
  await writeFile(
    join(site.root, 'content/docs/taps-mdx.mdx'),
    `---\ntitle: Taps in MDX\ndescription: Where a tap lands, in MDX.\n---\n\nThe same in MDX.\n\n${BLOCK}`,
  );
  const { config } = await loadConfig(site.root);
  const writer = new MemoryWriter();
  await build({
    root: site.root,
    writer,
    offline: true,
    config: { ...config, prism: { magicComments: [{ className: 'tap-line', line: 'tap-here' }] } },
  });
  for (const page of ['docs/taps/index.html', 'docs/taps-mdx/index.html']) {
    const html = writer.files.get(page)!.toString('utf8');
    expect(html, page).toMatch(/<span class="line tap-line">.*reader.*wait/);
    expect(html, page).not.toContain('tap-here');
  }
});
