// A Docusaurus config may name a plugin or theme by its short name ('content-docs'), which
// Docusaurus looks for as '@docusaurus/plugin-content-docs' and 'docusaurus-plugin-content-docs'
// too: migrate reads it as the package Docusaurus would load.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../generator/migrate/map-docusaurus.ts';
import { docusaurusName } from '../../../generator/migrate/map/plugins.ts';

const root = mkdtempSync(join(tmpdir(), 'zapsite-plugin-names-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(join(root, 'package.json'), '{"name":"lamp-site","private":true}');
/** A package installed in the site: its package.json and an index. */
function install(name: string) {
  const dir = join(root, 'node_modules', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, main: 'index.js' }));
  writeFileSync(join(dir, 'index.js'), 'module.exports = () => ({ name: "x" });');
}
install('docusaurus-plugin-lamp-notes');
install('@lamp/docusaurus-plugin-shelf');
install('@lamp/docusaurus-theme');

describe('plugin and theme names as Docusaurus resolves them', () => {
  it('finds the package the site has for a short or scoped name, in Docusaurus order', () => {
    expect(docusaurusName('lamp-notes', 'plugin', root)).toBe('docusaurus-plugin-lamp-notes');
    expect(docusaurusName('@lamp/shelf', 'plugin', root)).toBe('@lamp/docusaurus-plugin-shelf');
    expect(docusaurusName('@lamp', 'theme', root)).toBe('@lamp/docusaurus-theme');
  });

  it("reads a short name of Docusaurus's own as its package when Docusaurus is not installed", () => {
    expect(docusaurusName('content-docs', 'plugin', root)).toBe('@docusaurus/plugin-content-docs');
    expect(docusaurusName('mermaid', 'theme', root)).toBe('@docusaurus/theme-mermaid');
    // Anything else stays as written, as do paths.
    expect(docusaurusName('not-a-plugin', 'plugin', root)).toBe('not-a-plugin');
    expect(docusaurusName('./plugins/lamp', 'plugin', root)).toBe('./plugins/lamp');
  });

  it("carries docs instances listed as 'content-docs' and a mermaid theme listed as 'mermaid'", () => {
    const m = mapDocusaurusConfig(
      {
        title: 'Lamp',
        url: 'https://lamp.example',
        baseUrl: '/',
        presets: [['classic', { docs: { path: 'docs' }, blog: false }]],
        plugins: [['content-docs', { id: 'community', path: 'community', routeBasePath: '/community' }]],
        themes: ['mermaid'],
        markdown: { mermaid: true },
      },
      root,
    );
    expect(m.config.docsInstances).toEqual([
      expect.objectContaining({ id: 'community', path: 'community', routeBasePath: '/community' }),
    ]);
    expect(m.unmapped.map((u) => u.path.join('.'))).toEqual([]);
  });
});
