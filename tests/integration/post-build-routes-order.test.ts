// The order of the routes a plugin's postBuild gets, and what marks a category's generated index:
// Docusaurus's core sorts each level (server/plugins/routeConfig.js sortRoutes: the base URL's route
// last, a route with routes after those without, then by path) and the docs plugin gives a generated
// index `props.categoryGeneratedIndex`, by which llms.txt plugins leave such pages out. zapsite's own
// search page is no route on a site without a search plugin. The order is the one Docusaurus 3.10.2
// gave such a plugin on a site of the same shape (a slug: / doc, a generated index, three docs).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';

const site = migratedSite('post-build-routes-order', {
  'docusaurus.config.js': `const fs = require('fs');
const path = require('path');

function flat(routes, out = []) {
  for (const r of routes) {
    if (r.routes) flat(r.routes, out);
    else out.push(r.path + (r.props && r.props.categoryGeneratedIndex ? ' [index of ' + r.props.categoryGeneratedIndex.title + ' in ' + r.sidebar + ']' : ''));
  }
  return out;
}

module.exports = {
  title: 'Sheds',
  url: 'https://sheds.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  plugins: [
    function routeLister() {
      return {
        name: 'route-lister',
        async postBuild({ routes, routesPaths, outDir }) {
          fs.writeFileSync(path.join(outDir, 'routes.txt'), flat(routes).join('\\n'));
          fs.writeFileSync(path.join(outDir, 'paths.txt'), routesPaths.join('\\n'));
        },
      };
    },
  ],
};
`,
  'sidebars.js': `module.exports = {
  shed: [
    'welcome',
    { type: 'category', label: 'Tools', link: { type: 'generated-index' }, items: ['tools/spade', 'tools/hoe', 'tools/axe'] },
  ],
};
`,
  'docs/welcome.md': '---\nslug: /\n---\n\n# Welcome\n\nThe shed is open.\n',
  'docs/tools/spade.md': '# Spade\n\nFor digging.\n',
  'docs/tools/hoe.md': '# Hoe\n\nFor weeds.\n',
  'docs/tools/axe.md': '# Axe\n\nFor logs.\n',
});

describe("postBuild's routes, in Docusaurus's order", () => {
  it('sorts them by path, and marks the generated index with its category and sidebar', async () => {
    expect(site.built.code).toBe(0);
    expect((await readFile(join(site.out, 'routes.txt'), 'utf8')).split('\n')).toEqual([
      '/docs/',
      '/docs/category/tools [index of Tools in shed]',
      '/docs/tools/axe',
      '/docs/tools/hoe',
      '/docs/tools/spade',
    ]);
  });

  it('lists no search page on a site without a search plugin', async () => {
    const paths = (await readFile(join(site.out, 'paths.txt'), 'utf8')).split('\n');
    expect(paths).toContain('/docs/tools/axe');
    expect(paths.filter((p) => p.includes('search'))).toEqual([]);
  });
});
