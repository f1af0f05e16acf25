// Meta's open-source Docusaurus sites (Metro, Jest, React Native) list
// docusaurus-plugin-internaldocs-fb's preset, which hands its options to the classic preset:
// migrate reads its docs, blog and theme options as the classic preset's.
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../generator/migrate/map-docusaurus.ts';

const site = (preset: string) => ({
  title: 'Relay Lamp',
  url: 'https://lamp.example',
  baseUrl: '/',
  presets: [
    [
      preset,
      {
        docs: { path: '../docs', sidebarPath: 'sidebars.json' },
        blog: false,
        theme: { customCss: 'src/css/custom.scss' },
        staticDocsProject: 'lamp',
      },
    ],
  ],
});

describe("migrating Meta's docs preset", () => {
  it.each([
    'docusaurus-plugin-internaldocs-fb/docusaurus-preset',
    '/site/node_modules/docusaurus-plugin-internaldocs-fb/docusaurus-preset.js',
  ])('reads %s as the classic preset', (name) => {
    const m = mapDocusaurusConfig(site(name), '/site');
    expect(m.config.docs).toMatchObject({ path: '../docs', sidebarPath: 'sidebars.json' });
    expect(m.config.blog).toBe(false);
    expect(m.unmapped.map((u) => u.path.join('.'))).toEqual(['presets.staticDocsProject']);
  });
});
