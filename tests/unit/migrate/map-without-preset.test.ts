// A Docusaurus site that lists its plugins and @docusaurus/theme-classic itself, with no classic preset
// (as jellyfin.org does): it has the docs and blogs its plugin entries make and no others, and the
// theme's own options give its stylesheets.
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../generator/migrate/map-docusaurus.ts';

const SITE = { title: 'Reel Room', url: 'https://reel.example', baseUrl: '/' };

describe('migrating a site with no classic preset', () => {
  it('makes only the blog its plugin entry names, under that entry`s id, and no docs', () => {
    const m = mapDocusaurusConfig(
      {
        ...SITE,
        plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'blog', routeBasePath: 'posts' }]],
        themes: ['@docusaurus/theme-classic'],
      },
      '/nowhere',
    );
    expect(m.config.blog).toBe(false);
    expect(m.config.docs).toBe(false);
    expect(m.config.blogInstances).toEqual([
      expect.objectContaining({ id: 'news', path: 'blog', routeBasePath: 'posts' }),
    ]);
  });

  it('takes the docs and blog of plugin entries with no id as the default ones', () => {
    const m = mapDocusaurusConfig(
      {
        ...SITE,
        plugins: [
          ['@docusaurus/plugin-content-docs', { path: 'guides' }],
          ['content-blog', { path: 'diary' }],
        ],
      },
      '/nowhere',
    );
    expect(m.config.docs).toMatchObject({ path: 'guides' });
    expect(m.config.blog).toMatchObject({ path: 'diary' });
    expect(m.config.blogInstances).toBeUndefined();
  });

  it('reads customCss from theme-classic listed on its own, after the preset`s, each file once', () => {
    const m = mapDocusaurusConfig(
      {
        ...SITE,
        presets: [['classic', { blog: false, theme: { customCss: './src/css/base.css' } }]],
        themes: [['@docusaurus/theme-classic', { customCss: ['./src/css/base.css', './src/css/reel.scss'] }]],
      },
      '/nowhere',
    );
    expect((m.config.theme as { customCss: string[] }).customCss).toEqual(['src/css/base.css', 'src/css/reel.scss']);
    // The preset still makes the docs it makes by default.
    expect(m.config.docs).toMatchObject({ path: 'docs' });
  });
});
