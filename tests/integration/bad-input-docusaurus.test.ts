// Bad input in a Docusaurus-style site through the CLI: a module zapsite does not provide, in a
// React page and in an MDX page, and a React page without a component. Each is a located error,
// exit code 1, and the last good build stays as it was.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { badInputSite } from '../helpers/bad-input-site.ts';
import { FIXTURES } from '../helpers/paths.ts';

const HOME = 'src/pages/index.tsx';
const SETUP = 'docs/setup.mdx';
const site = badInputSite('docusaurus-modules', 'index.html');

describe('a Docusaurus module zapsite does not provide', () => {
  it('in a React page: named with the file, line and column of the import', async () => {
    site.edit(HOME, (t) =>
      t
        .replace(
          "import Head from '@docusaurus/Head';",
          "import Head from '@docusaurus/Head';\nimport renderRoutes from '@docusaurus/renderRoutes';",
        )
        .replace('<p id="where">', '<p id="where" title={String(renderRoutes)}>'),
    );
    const { stderr } = await site.buildFails();
    expect(stderr).toContain(
      'error[unknown-docusaurus-module]: zapsite does not provide the Docusaurus module "@docusaurus/renderRoutes".',
    );
    expect(stderr).toContain(`--> ${HOME}:4:26`);
    expect(stderr).toContain("4 | import renderRoutes from '@docusaurus/renderRoutes';");
    expect(stderr).toContain('@docusaurus/Link');
  });

  it('in an MDX page: named at its import line', async () => {
    site.edit(SETUP, (t) =>
      t.replace(
        "import Details from '@theme/Details';",
        "import Details from '@theme/Details';\nimport DocSidebarItems from '@theme/DocSidebarItems';",
      ),
    );
    const { stderr } = await site.buildFails();
    expect(stderr).toContain(
      'error[unknown-docusaurus-module]: zapsite does not provide the Docusaurus module "@theme/DocSidebarItems".',
    );
    expect(stderr).toMatch(new RegExp(`--> ${SETUP}:10:\\d+`));
    expect(stderr).toContain('src/theme/<Name>');
  });
});

describe('a React page', () => {
  // Links written with <Link>, which Docusaurus checks (a plain <a> it does not: docusaurus-small-modules).
  it('with a link to a page that does not exist fails like a Markdown page', async () => {
    site.edit('src/pages/showcase/index.tsx', (t) =>
      t.replace('<Link to="/">Back home</Link>', '<Link to="/arcade">Back home</Link> <Link to="#nowhere">up</Link>'),
    );
    const { stderr } = await site.buildFails();
    expect(stderr).toContain('error[broken-link]');
    expect(stderr).toContain('/arcade/');
    expect(stderr).toContain('error[broken-anchor]');
    // Each at the string the page writes, though React's output has no positions.
    const lines = readFileSync(join(FIXTURES, 'docusaurus-modules/src/pages/showcase/index.tsx'), 'utf8').split('\n');
    const line = lines.findIndex((l) => l.includes('<Link to="/">Back home</Link>')) + 1;
    const edited = lines[line - 1]!.replace(
      '<Link to="/">Back home</Link>',
      '<Link to="/arcade">Back home</Link> <Link to="#nowhere">up</Link>',
    );
    expect(stderr).toContain(`--> src/pages/showcase/index.tsx:${line}:${edited.indexOf('/arcade') + 1}`);
    expect(stderr).toContain(`--> src/pages/showcase/index.tsx:${line}:${edited.indexOf('#nowhere') + 1}`);
  });

  it('without a default export is a located error', async () => {
    site.edit('src/pages/showcase/index.tsx', (t) =>
      t.replace('export default function Showcase', 'export function Showcase'),
    );
    const { stderr } = await site.buildFails();
    expect(stderr).toContain('error[react-page-export]: This React page has no default export of a component.');
    expect(stderr).toContain('src/pages/showcase/index.tsx');
  });
});

describe('theme.customCss', () => {
  it('naming a file that does not exist is a config error (exit 2)', async () => {
    site.edit('zapsite.config.ts', (t) =>
      t.replace("customCss: './src/css/custom.css'", "customCss: ['./src/css/custom.css', './src/css/arcade.css']"),
    );
    const { stderr } = await site.buildFails(2);
    expect(stderr).toContain(
      'error[config-custom-css]: theme.customCss names "./src/css/arcade.css", which does not exist.',
    );
    expect(stderr).toContain('--> zapsite.config.ts');
  });

  it('with an @import that does not resolve names the line in the stylesheet', async () => {
    site.edit('src/css/custom.css', (t) => `@import './cabinet.css';\n${t}`);
    const { stderr } = await site.buildFails();
    expect(stderr).toContain('error[custom-css]: theme.customCss: Could not resolve "./cabinet.css"');
    expect(stderr).toContain('--> src/css/custom.css:1:9');
  });

  it('names the stylesheet from the site root wherever the command is typed', async () => {
    // CI clones to a different depth than a workstation; esbuild's names were relative to the
    // working directory, so the path printed went wrong there. Standing in the site, and at /.
    for (const cwd of [site.root, '/']) {
      site.edit('src/css/custom.css', (t) => `@import './cabinet.css';\n${t}`);
      const run = await site.run(undefined, cwd);
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain('--> src/css/custom.css:1:9');
    }
  });
});
