// Config validation errors through the real CLI: each names the key's full path, what was expected,
// and the file, line and column of the key in zapsite.config.ts with the source line under it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zapsite } from '../helpers/cli.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(join(tmpdir(), 'zs-config-position-'));
});
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** A site folder holding only this config (lines joined with "\n"); the build's stderr and exit code. */
async function buildWith(name: string, lines: string[]) {
  const root = join(tmp, name);
  await mkdir(root, { recursive: true });
  await writeFile(join(root, 'zapsite.config.ts'), lines.join('\n'));
  const run = await zapsite(['build', '--root', root, '--out', join(root, 'build')]);
  return { code: run.code, stderr: run.stderr };
}

/** The frame the reporter prints for a position: the arrow line, the source line and the caret. */
function frame(line: number, column: number, source: string): string {
  const gutter = ' '.repeat(String(line).length);
  return [
    `  --> zapsite.config.ts:${line}:${column}`,
    `${gutter} |`,
    `${line} | ${source}`,
    `${gutter} | ${' '.repeat(column - 1)}^`,
  ].join('\n');
}

describe('config errors carry the key path and its place in the file', () => {
  it('a wrong type inside a nested union, a wrong whole value, and unknown keys, each at its key', async () => {
    const { code, stderr } = await buildWith('types', [
      "import { defineConfig } from 'zapsite/config';",
      '',
      '// docs: { sidebarPath: 1 } in a comment is not the key.',
      'export default defineConfig({',
      "  title: 'Types',",
      "  url: 'https://example.com',",
      '  blog: {',
      "    title: 'A blog',",
      '    postsPerPag: 3,',
      '    feedTyps: [],',
      '  },',
      '  docs: {',
      "    path: 'docs',",
      '    versions: { current: { sidebarPath: 0 } },',
      '    sidebarPath: 42,',
      '  },',
      '  pages: 7,',
      '} as never);',
    ]);
    expect(code).toBe(2);
    // Before: 'Invalid config value at "docs": Invalid input' with no line.
    expect(stderr).toContain(
      'error[config-invalid]: Invalid config value at "docs.sidebarPath": expected false or string, received 42.\n' +
        frame(15, 5, '    sidebarPath: 42,'),
    );
    // The versions entry's own unknown key is reported where it is, not taken for docs.sidebarPath.
    expect(stderr).toContain(
      'error[config-unknown-key]: Unknown config key "docs.versions.current.sidebarPath".\n' +
        frame(14, 28, '    versions: { current: { sidebarPath: 0 } },'),
    );
    expect(stderr).toContain(
      'error[config-invalid]: Invalid config value at "pages": expected object, received 7.\n' +
        frame(17, 3, '  pages: 7,'),
    );
    expect(stderr).toContain(
      'error[config-unknown-key]: Unknown config key "blog.postsPerPag".\n' + frame(9, 5, '    postsPerPag: 3,'),
    );
    expect(stderr).toContain(
      'error[config-unknown-key]: Unknown config key "blog.feedTyps".\n' + frame(10, 5, '    feedTyps: [],'),
    );
    expect(stderr).toContain('hint: Did you mean "blog.feedTypes"?');
  });

  it('a value that fits no option of a union says what each option takes', async () => {
    const { code, stderr } = await buildWith('union', [
      "import { defineConfig } from 'zapsite/config';",
      'export default defineConfig({',
      "  title: 'Union', url: 'https://example.com',",
      '  docs: 42,',
      '} as never);',
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain(
      'error[config-invalid]: Invalid config value at "docs": expected false or object, received 42.\n' +
        frame(4, 3, '  docs: 42,'),
    );
  });

  it('a missing required key points at the object it belongs in; a value set through a variable at its key', async () => {
    const { code, stderr } = await buildWith('missing', [
      "import { defineConfig } from 'zapsite/config';",
      "const docsOptions = { path: 'docs', sidebarPath: 42 };",
      'export default defineConfig({',
      "  blog: { title: 'Not the site title' },",
      "  url: 'https://example.com',",
      '  docs: docsOptions,',
      '  footer: { links: [{ items: [] }] },',
      '} as never);',
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain(
      'error[config-invalid]: Invalid config value at "title": expected string, but it is missing.\n' +
        frame(3, 1, 'export default defineConfig({'),
    );
    expect(stderr).toContain(
      'error[config-invalid]: Invalid config value at "docs.sidebarPath": expected false or string, received 42.\n' +
        frame(6, 3, '  docs: docsOptions,'),
    );
    // An array element's missing key: at the element written in the array.
    expect(stderr).toContain(
      'error[config-invalid]: Invalid config value at "footer.links.0.title": expected string, but it is missing.\n' +
        frame(7, 21, '  footer: { links: [{ items: [] }] },'),
    );
  });

  it('checks after the schema (navbar items, stylesheets, locales) point at their keys too', async () => {
    const { code, stderr } = await buildWith('after-schema', [
      "import { defineConfig } from 'zapsite/config';",
      'export default defineConfig({',
      "  title: 'After', url: 'https://example.com',",
      "  i18n: { defaultLocale: 'fr', locales: ['en'] },",
      '  navbar: {',
      '    items: [',
      "      { label: 'Docs', to: '/docs/' },",
      "      { label: 'Blog' },",
      "      { type: 'dropdwn', label: 'More', items: [] },",
      '    ],',
      '  },',
      "  theme: { customCss: ['./a.css', './missing.css'] },",
      '});',
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain(
      'error[config-navbar-item]: Misconfigured navbar item navbar.items[1] ("Blog"): it needs exactly one of "to" or "href".\n' +
        frame(8, 7, "      { label: 'Blog' },"),
    );
    expect(stderr).toContain(
      'error[config-navbar-item]: Misconfigured navbar item navbar.items[2] ("More"): unknown type "dropdwn".\n' +
        frame(9, 9, "      { type: 'dropdwn', label: 'More', items: [] },"),
    );
    expect(stderr).toContain(frame(4, 11, "  i18n: { defaultLocale: 'fr', locales: ['en'] },"));
    expect(stderr).toContain(
      'error[config-custom-css]: theme.customCss names "./missing.css", which does not exist.\n' +
        frame(12, 35, "  theme: { customCss: ['./a.css', './missing.css'] },"),
    );
  });
});
