// A docs or blog instance's own remark and rehype plugin lists (its `remarkPlugins` etc., as in
// Docusaurus each plugin instance has its own) apply to that instance's files only: on a copy of
// the docs-instances fixture with a blog instance added, built by the real CLI, each list stamps
// its own name, and no file gets another instance's stamp.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

let site: TempSite;
const text = async (url: string) =>
  (await readFile(join(site.root, 'build', url, 'index.html'), 'utf8')).replace(/<[^>]+>/g, ' ');
const stamps = async (url: string) => [...(await text(url)).matchAll(/Stamped by (\w+)/g)].map((m) => m[1]);

beforeAll(async () => {
  site = await copyFixture('docs-instances');
  await put(
    site.root,
    'src/remark/stamp.mjs',
    `// Adds one paragraph naming the list it was given in.
export default function stamp(options) {
  return (tree) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Stamped by ' + options.name }] });
  };
}
`,
  );
  await put(site.root, 'news/2024-01-01-hello.md', '---\ntitle: Hello\n---\n\nThe first news.\n\n<!-- truncate -->\n');
  const file = join(site.root, 'zapsite.config.ts');
  const config = (await readFile(file, 'utf8'))
    .replace(
      "sidebarPath: 'sidebars.js' },",
      "sidebarPath: 'sidebars.js', remarkPlugins: [['./src/remark/stamp.mjs', { name: 'manual' }]] },",
    )
    .replace(
      "sidebarPath: 'sidebarsCommunity.js',",
      "sidebarPath: 'sidebarsCommunity.js',\n      remarkPlugins: [['./src/remark/stamp.mjs', { name: 'community' }]],",
    )
    .replace(
      '  blog: false,',
      "  blog: false,\n  blogInstances: [{ id: 'news', path: 'news', routeBasePath: 'news', remarkPlugins: [['./src/remark/stamp.mjs', { name: 'news' }]] }],",
    );
  expect(config).toContain("name: 'community'");
  expect(config).toContain("name: 'news'");
  await put(site.root, 'zapsite.config.ts', config);
  const run = await zapsite(['build', '--root', site.root]);
  expect(run.stderr + run.stdout).toContain('Built ');
  expect(run.code).toBe(0);
}, 120_000);
afterAll(() => site?.remove());

describe('an instance’s own Markdown plugins', () => {
  it('run on that instance’s files and no other', async () => {
    expect(await stamps('/docs/intro/')).toEqual(['manual']);
    expect(await stamps('/docs/guide/setup/')).toEqual(['manual']);
    expect(await stamps('/community/intro/')).toEqual(['community']);
    expect(await stamps('/news/2024/01/01/hello/')).toEqual(['news']);
    // The pages have no list of their own.
    expect(await stamps('/')).toEqual([]);
  });
});
