import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleAssets } from '../../../generator/bundle/assets.ts';
import { docusaurusSite } from '../../../generator/bundle/docusaurus-modules.ts';
import { loadTheme, THEME_DIR, type ThemeModule } from '../../../generator/render/theme.ts';
import type { ResolvedConfig } from '../../../generator/config/schema.ts';

let dir: string;
let theme: ThemeModule;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'zapsite-docusaurus-modules-'));
  ({ theme } = await loadTheme());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The browser bundle of one interactive component that imports Link by `from`; returns its island's bytes. */
async function islandImportingLink(name: string, from: string): Promise<string> {
  const root = join(dir, name);
  const file = join(root, 'components.tsx');
  mkdirSync(root);
  writeFileSync(
    file,
    `import Link from ${JSON.stringify(from)};\nexport function Nearby() {\n  return <Link to="/docs/readers/">Readers nearby</Link>;\n}\n`,
  );
  const config = { root, baseUrl: '/', title: 'Bench', url: 'https://example.org' } as unknown as ResolvedConfig;
  const { files } = await bundleAssets(theme, {
    baseUrl: '/',
    root,
    site: { file, names: { Nearby: 'Nearby' } },
    docusaurus: docusaurusSite(config),
  });
  const island = files.find((f) => /island-Nearby-/.test(f.path));
  expect(island, 'the Nearby island was bundled').toBeDefined();
  return Buffer.from(island!.data).toString();
}

describe('Docusaurus modules in the browser bundle', () => {
  it('bundle to the same bytes whether imported by name or by file, so an island never depends on which import esbuild resolved first', async () => {
    const byName = await islandImportingLink('by-name', '@docusaurus/Link');
    const byFile = await islandImportingLink('by-file', `${THEME_DIR}docusaurus/Link.tsx`);
    expect(byName).toContain('Readers nearby');
    expect(byName).toBe(byFile);
  });
});
