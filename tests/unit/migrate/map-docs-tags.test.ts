// `zapsite migrate` carries the docs plugin's tag options over as they are.
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../generator/migrate/map-docusaurus.ts';

const site = (docs: Record<string, unknown>) => ({
  title: 'Tap Station',
  url: 'https://tap.example',
  baseUrl: '/',
  presets: [['classic', { docs, blog: false }]],
});

describe('migrating the docs tag options', () => {
  it('writes tags, onInlineTags (log as warn) and tagsBasePath, and reports none of them as left out', () => {
    const m = mapDocusaurusConfig(
      site({ path: 'docs', tags: 'labels.yml', onInlineTags: 'log', tagsBasePath: 'labels' }),
      '/nowhere',
    );
    expect(m.config.docs).toMatchObject({ tags: 'labels.yml', onInlineTags: 'warn', tagsBasePath: 'labels' });
    expect(m.unmapped.filter((u) => u.path[0] === 'docs')).toEqual([]);
  });

  it('keeps tags: false, and writes nothing when the options are left out', () => {
    expect(mapDocusaurusConfig(site({ tags: false, onInlineTags: 'throw' }), '/nowhere').config.docs).toMatchObject({
      tags: false,
      onInlineTags: 'throw',
    });
    const plain = mapDocusaurusConfig(site({}), '/nowhere').config.docs as Record<string, unknown>;
    expect(['tags', 'onInlineTags', 'tagsBasePath'].filter((k) => k in plain)).toEqual([]);
  });
});
