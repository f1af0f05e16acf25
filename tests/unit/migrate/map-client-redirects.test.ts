// `zapsite migrate` carries the client-redirects plugin over whole: its list as `redirects`, its
// createRedirects function as where it is in the Docusaurus config (the build runs the config and
// calls it there), its fromExtensions and toExtensions as `redirectExtensions`. What cannot be
// carried is reported at its key.
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../generator/migrate/map-docusaurus.ts';

const origins = { pluginOrigins: new Map(), configName: 'docusaurus.config.js' };
const site = (plugins: unknown[]) =>
  mapDocusaurusConfig(
    { title: 'Lamps', url: 'https://lamps.example', baseUrl: '/', presets: [['classic', {}]], plugins },
    '/nowhere',
    [],
    origins,
  );
const notes = (m: ReturnType<typeof site>) =>
  m.unmapped.filter((u) => u.path[1] === '@docusaurus/plugin-client-redirects');

describe('migrating the client-redirects plugin', () => {
  it('writes createRedirects as the config and its path there, and the extensions, with nothing left out', () => {
    const m = site([
      'docusaurus-plugin-sass',
      [
        '@docusaurus/plugin-client-redirects',
        {
          redirects: [{ from: ['/a', '/b'], to: '/c' }],
          fromExtensions: ['html', 'htm'],
          toExtensions: ['html'],
          createRedirects: (path: string) => (path === '/c' ? '/d' : undefined),
        },
      ],
    ]);
    expect(m.config).toMatchObject({
      redirects: [
        { from: '/a', to: '/c' },
        { from: '/b', to: '/c' },
      ],
      createRedirects: { docusaurusConfig: './docusaurus.config.js', path: ['plugins', 1, 1, 'createRedirects'] },
      redirectExtensions: { from: ['html', 'htm'], to: ['html'] },
    });
    expect(m.mapped).toContain(
      'createRedirects <- @docusaurus/plugin-client-redirects (a function, taken from docusaurus.config.js at each build)',
    );
    expect(notes(m)).toEqual([]);
  });

  it("reports a createRedirects that is no function, extensions that are no list, and a second instance's function", () => {
    const m = site([
      ['@docusaurus/plugin-client-redirects', { createRedirects: '/old', fromExtensions: 'html' }],
      ['@docusaurus/plugin-client-redirects', { id: 'two', createRedirects: () => '/x', toExtensions: ['php'] }],
      ['@docusaurus/plugin-client-redirects', { id: 'three', createRedirects: () => '/y' }],
    ]);
    expect(m.config).toMatchObject({
      createRedirects: { docusaurusConfig: './docusaurus.config.js', path: ['plugins', 1, 1, 'createRedirects'] },
      redirectExtensions: { to: ['php'] },
    });
    expect(m.config.redirectExtensions).not.toHaveProperty('from');
    expect(notes(m).map((u) => [u.path.slice(2).join('.'), u.reason])).toEqual([
      ['fromExtensions', 'fromExtensions must be a list of extensions to be carried over.'],
      ['createRedirects', 'createRedirects must be a function to be carried over.'],
      ['id', 'the client-redirects option "id" has no zapsite equivalent.'],
      [
        'createRedirects',
        "a second client-redirects instance's createRedirects is not carried over: zapsite takes one function; join the two.",
      ],
      ['id', 'the client-redirects option "id" has no zapsite equivalent.'],
    ]);
  });
});
