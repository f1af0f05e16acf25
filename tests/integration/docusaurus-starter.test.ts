// The official Docusaurus starter, as a new user has it (create-docusaurus from the npm registry,
// see tests/helpers/docusaurus-starter.ts), migrated and built unchanged by the real CLI.
import { existsSync, readFileSync, rmSync } from 'node:fs';
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
    // Exactly Docusaurus's pages: the starter has no search plugin, so no search page or index either.
    expect(htmlUrls(out)).toEqual(DOCUSAURUS_URLS);
    expect(existsSync(join(out, 'search-index.json'))).toBe(false);
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    const svgs = home.match(/<svg[^>]*role="img"[^>]*>/g) ?? [];
    expect(svgs).toHaveLength(3);
    // Each is the picture itself (its paths inline), not an <img> pointing at the file.
    expect(home).not.toMatch(/<img[^>]*undraw_docusaurus/);
    expect(home.match(/<svg[^>]*role="img"[\s\S]*?<\/svg>/g)!.every((svg) => svg.includes('<path'))).toBe(true);
  });
});
