// The `routes` a plugin's postBuild gets, nested as Docusaurus nests them: the docs plugin's one
// route (with its plugin), a route per version with the version's data (its docs by id, as
// useDocsVersion() gives them), the docs pages under DocRoot; the blog's and pages' routes flat,
// each with its plugin. A plugin that looks the docs up so (an llms.txt plugin of a site) finds
// them. Real CLI build of the classic fixture with such a plugin in its config.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../helpers/paths.ts';
import { builtCopy } from './temp-site.ts';

const PLUGIN = `  plugins: [
    function routeDump(context) {
      const { outDir } = context;
      return {
        name: 'route-dump',
        postBuild({ routes }) {
          const docs = routes.find((r) => r.plugin?.name === 'docusaurus-plugin-content-docs' && r.plugin?.id === 'default');
          const version = docs?.routes?.find((r) => r.path === '/docs');
          const shape = (r) => ({ path: r.path, component: r.component, exact: r.exact, routes: r.routes?.map(shape) });
          writeFileSync(join(outDir, 'routes.json'), JSON.stringify({
            docs: docs && shape(docs),
            docTitles: version && Object.values(version.props.version.docs).map((d) => d.id + ': ' + d.title).sort(),
            label: version?.props.version.label,
            blog: routes.filter((r) => r.plugin?.name === 'docusaurus-plugin-content-blog').map((r) => r.path).sort(),
            unowned: routes.filter((r) => !r.plugin).length,
          }));
        },
      };
    },
  ],
`;

describe("postBuild's routes", () => {
  const copy = builtCopy('classic-site', {
    'zapsite.config.ts': readFileSync(join(FIXTURES, 'classic-site/zapsite.config.ts'), 'utf8')
      .replace(
        "import { defineConfig } from 'zapsite/config';",
        "import { defineConfig } from 'zapsite/config';\nimport { writeFileSync } from 'node:fs';\nimport { join } from 'node:path';",
      )
      .replace("  pages: { path: 'src/pages' },\n", `  pages: { path: 'src/pages' },\n${PLUGIN}`),
  });

  it('nest the docs under their plugin, version and DocRoot, with the version’s docs by id', async () => {
    expect(copy.build.code).toBe(0);
    const dump = JSON.parse(await copy.page('routes.json'));
    expect(dump.docs).toMatchObject({
      path: '/docs',
      component: '@theme/DocsRoot',
      exact: false,
      routes: [
        {
          path: '/docs',
          component: '@theme/DocVersionRoot',
          routes: [{ path: '/docs', component: '@theme/DocRoot', exact: false }],
        },
      ],
    });
    const docRoot = dump.docs.routes[0].routes[0];
    expect(docRoot.routes.map((r: { path: string }) => r.path)).toEqual(
      expect.arrayContaining(['/docs/intro/', '/docs/guide/wicks/', '/docs/guide/oil/']),
    );
    expect(
      docRoot.routes.every(
        (r: { component: string; exact: boolean }) => r.exact && r.component.startsWith('@theme/Doc'),
      ),
    ).toBe(true);
    expect(dump.docTitles).toEqual(expect.arrayContaining(['intro: Introduction']));
    expect(dump.label).toBe('Next');
    expect(dump.blog).toContain('/blog/');
    // Every top route is a plugin's: nothing is left without one.
    expect(dump.unowned).toBe(0);
  });
});
