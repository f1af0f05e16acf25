// llms.txt and llms-full.txt from a small site: sidebar order, absolute links with the base URL,
// imports and JSX gone while a code block keeps them, duplicate headings removed, the blog after
// the docs; and a config whose llms.docsDir is not the docs folder fails with a clear error.
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFixture } from '../helpers/build.ts';
import { FIXTURES } from '../helpers/paths.ts';

describe('llms.txt', () => {
  it('lists the docs in sidebar order, then the blog, with absolute URLs', async () => {
    const out = await buildFixture('llms-site');
    expect(out.diagnostics).toEqual([]);
    expect(out.writer.text('llms.txt')).toBe(
      [
        '# Tap Fixture',
        '',
        '> Everything about tapping tags',
        '',
        'This file contains links to documentation sections following the llmstxt.org standard.',
        '',
        '## Table of Contents',
        '',
        '- [Welcome](https://example.com/tap/docs/): What Zaparoo does with a tag.',
        '- [ACR122U](https://example.com/tap/docs/readers/acr122u/): A desktop reader. Compare it with the PN532.',
        '- [PN532](https://example.com/tap/docs/readers/pn532/): The PN532 connects over USB and reads NTAG tags.',
        '- [Writing tags](https://example.com/tap/docs/tags/): Hold the tag to your phone and press Write.',
        '- [Core 3.0 is out](https://example.com/tap/blog/2026/01/05/release/): The new core reads tags twice as fast.',
        '- [Café time](https://example.com/tap/blog/2026/01/06/caf%C3%A9%20time/): Coffee and a fresh batch of NTAG215 tags.',
        '',
      ].join('\n'),
    );
    const full = out.writer.text('llms-full.txt')!;
    expect(full).toBe(
      [
        '# Tap Fixture',
        '',
        '> Everything about tapping tags',
        '',
        'This file contains all documentation content in a single document following the llmstxt.org standard.',
        '',
        '# Welcome',
        '',
        'Zaparoo launches a game when you tap an NFC tag on a reader. Pick [a reader](https://example.com/tap/docs/readers/pn532/) first.',
        '',
        '---',
        '',
        '# ACR122U',
        '',
        'A desktop reader. Compare it with the [PN532](https://example.com/tap/docs/readers/pn532/#setup).',
        '',
        '---',
        '',
        '# PN532',
        '',
        'The PN532 connects over USB and reads NTAG tags.',
        '',
        '## Setup',
        '',
        'Plug it into the MiSTer.',
        '',
        '---',
        '',
        '## Writing tags',
        '',
        'Hold the tag to your phone and press **Write**.',
        '',
        '```js',
        "import { write } from './tags';",
        'const el = <Tag id="mister" />;',
        '```',
        '',
        'Tags hold 504 bytes.',
        '',
        'Back to the [start](https://example.com/tap/docs/).',
        '',
        '---',
        '',
        '## Core 3.0 is out',
        '',
        'The new core reads tags twice as fast.',
        '',
        '---',
        '',
        '## Café time',
        '',
        'Coffee and a fresh batch of NTAG215 tags.',
        '',
      ].join('\n'),
    );
    // The unlisted doc is left out of both.
    expect(full).not.toContain('Hidden');
  });

  it('writes only the files asked for, and nothing when llms is left out', async () => {
    const site = mkdtempSync(join(tmpdir(), 'zapsite-llms-'));
    try {
      cpSync(FIXTURES + 'llms-site', site, { recursive: true });
      const config = join(site, 'zapsite.config.ts');
      const text = readFileSync(config, 'utf8');
      writeFileSync(config, text.replace('includeBlog: true,', 'includeBlog: true,\n    generateLLMsFullTxt: false,'));
      let out = await buildFixture(site);
      expect(out.writer.text('llms.txt')).toContain('- [Welcome]');
      expect(out.writer.text('llms-full.txt')).toBeUndefined();
      // docusaurus-plugin-llms's file names and ignoreFiles (minimatch from the site folder; a
      // pattern without a slash matches a name anywhere, a folder's pattern everything in it).
      writeFileSync(
        config,
        text.replace(
          'includeBlog: true,',
          "includeBlog: true,\n    llmsTxtFilename: 'tap-llms.txt',\n    llmsFullTxtFilename: 'tap/full.txt',\n    ignoreFiles: ['docs/readers', 'tags.mdx', 'blog/*release*'],",
        ),
      );
      out = await buildFixture(site);
      expect(out.writer.text('llms.txt')).toBeUndefined();
      const renamed = out.writer.text('tap-llms.txt')!;
      expect(renamed).toContain('- [Welcome]');
      for (const gone of ['[ACR122U]', '[PN532]', '[Writing tags]', '[Core 3.0 is out]'])
        expect(renamed).not.toContain(gone);
      expect(renamed).toContain('- [Café time]');
      expect(out.writer.text('tap/full.txt')).toContain('# Tap Fixture');
      writeFileSync(config, text.replace(/ {2}llms: \{[\s\S]*?\n {2}\},\n/, ''));
      out = await buildFixture(site);
      expect(out.ok).toBe(true);
      expect(out.writer.text('llms.txt')).toBeUndefined();
      expect(out.writer.text('llms-full.txt')).toBeUndefined();
      writeFileSync(config, text.replace('includeBlog: true,', "includeBlog: true,\n    docsDir: 'content/docs',"));
      out = await buildFixture(site);
      expect(out.ok).toBe(false);
      expect(out.diagnostics).toEqual([
        expect.objectContaining({
          code: 'config-llms',
          message: expect.stringContaining('llms.docsDir is "content/docs"'),
          hint: expect.stringContaining('"docs"'),
        }),
      ]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
