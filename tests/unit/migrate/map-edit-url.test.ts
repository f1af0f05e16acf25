// `zapsite migrate` carries an editUrl function over as where it is in the Docusaurus config (the
// build runs the config and calls it there): for the classic preset's docs and blog and for a
// further docs instance, each at its own path. What is neither a URL nor a function is reported.
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../generator/migrate/map-docusaurus.ts';

const origins = { pluginOrigins: new Map(), configName: 'docusaurus.config.js' };
const ref = (path: (string | number)[]) => ({ docusaurusConfig: './docusaurus.config.js', path });

describe('migrating editUrl', () => {
  it('writes each function as the config and its path there, and reports none as left out', () => {
    const m = mapDocusaurusConfig(
      {
        title: 'Lamps',
        url: 'https://lamps.example',
        baseUrl: '/',
        presets: [['classic', { docs: { editUrl: () => 'd' }, blog: { editUrl: () => 'b' } }]],
        plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', editUrl: () => 'c' }]],
      },
      '/nowhere',
      [],
      origins,
    );
    expect(m.config.docs).toMatchObject({ editUrl: ref(['presets', 0, 1, 'docs', 'editUrl']) });
    expect(m.config.blog).toMatchObject({ editUrl: ref(['presets', 0, 1, 'blog', 'editUrl']) });
    expect(m.config.docsInstances).toMatchObject([{ id: 'community', editUrl: ref(['plugins', 0, 1, 'editUrl']) }]);
    expect(m.unmapped.filter((u) => u.path.includes('editUrl'))).toEqual([]);
  });

  it('keeps a URL as written, and reports an editUrl that is neither', () => {
    const m = mapDocusaurusConfig(
      {
        title: 'Lamps',
        url: 'https://lamps.example',
        baseUrl: '/',
        presets: [['classic', { docs: { editUrl: 'https://e.example/' }, blog: { editUrl: 42 } }]],
      },
      '/nowhere',
      [],
      origins,
    );
    expect(m.config.docs).toMatchObject({ editUrl: 'https://e.example/' });
    expect(m.config.blog).not.toHaveProperty('editUrl');
    expect(m.unmapped.filter((u) => u.path.includes('editUrl'))).toEqual([
      { path: ['blog', 'editUrl'], reason: 'editUrl must be a URL or a function to be carried over.' },
    ]);
  });

  it('carries editCurrentVersion and editLocalizedFiles, which choose the file a URL names', () => {
    const m = mapDocusaurusConfig(
      {
        title: 'Lamps',
        url: 'https://lamps.example',
        baseUrl: '/',
        presets: [
          [
            'classic',
            {
              docs: { editUrl: 'https://e.example/', editCurrentVersion: true, editLocalizedFiles: true },
              blog: { editUrl: 'https://e.example/', editLocalizedFiles: true },
            },
          ],
        ],
      },
      '/nowhere',
      [],
      origins,
    );
    expect(m.config.docs).toMatchObject({ editCurrentVersion: true, editLocalizedFiles: true });
    expect(m.config.blog).toMatchObject({ editLocalizedFiles: true });
    expect(m.unmapped.filter((u) => /edit(CurrentVersion|LocalizedFiles)/.test(u.path.join('.')))).toEqual([]);
  });
});
