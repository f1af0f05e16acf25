// The official Docusaurus starter, as a new user has it (create-docusaurus from the npm registry,
// see tests/helpers/docusaurus-starter.ts), migrated and built unchanged by the real CLI.
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { DOCUSAURUS_URLS, htmlUrls, layOutStarter } from '../helpers/docusaurus-starter.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe.each(['classic', 'classic-typescript'] as const)('the official starter, %s template', (template) => {
  it('migrates and builds to the URLs Docusaurus writes, the home page showing its three feature SVGs inline', async () => {
    const { root } = layOutStarter(template);
    made.push(dirname(root));
    const migrated = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(migrated.stderr).toBe('');
    expect(migrated.code).toBe(0);
    const out = join(root, 'build');
    const built = await zapsite(['build', '--root', root, '--out', out]);
    expect(built.stderr.match(/^error.*$/gm) ?? []).toEqual([]);
    expect(built.code).toBe(0);
    // zapsite's own search page may sit beside Docusaurus's pages.
    expect(htmlUrls(out).filter((u) => u !== '/search/')).toEqual(DOCUSAURUS_URLS);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    const svgs = home.match(/<svg[^>]*role="img"[^>]*>/g) ?? [];
    expect(svgs).toHaveLength(3);
    // Each is the picture itself (its paths inline), not an <img> pointing at the file.
    expect(home).not.toMatch(/<img[^>]*undraw_docusaurus/);
    expect(home.match(/<svg[^>]*role="img"[\s\S]*?<\/svg>/g)!.every((svg) => svg.includes('<path'))).toBe(true);
  });
});
