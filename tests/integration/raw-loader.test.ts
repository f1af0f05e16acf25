// webpack's inline raw-loader, as Docusaurus sites import a file to show it in a code block
// (`import source from '!!raw-loader!./x.ts'`): the default export is the file's text (with
// yaml-loader, the parsed YAML), whichever
// prefix (`!!`, `!`, `-!`, none, after webpack's match resource `name!=!` or not) and however the
// rest is written (relative, `@site/`). As raw-loader's ES module, `require(…).default` is the text;
// with `raw-loader?esModule=false!`, require() itself is (a CommonJS module). A file that
// is not there is an error at the import's line, with the path remedy, not "install a package".
// A CLI build of the classic fixture, copied; raw-loader is not installed there, nor needed.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { builtCopy, put } from './temp-site.ts';

describe("webpack's raw-loader imports", () => {
  const SNIPPET = 'export const wick = { length: 12 };\nexport default wick;\n';

  const copy = builtCopy('classic-site', {
    'docs/guide/_snippets/wick.ts': SNIPPET,
    'snippets/oil.txt': 'lamp oil, 250 ml\n',
    'snippets/README.md': 'Shown as text, not compiled.\n',
    'data/lamps.yaml': 'lamps:\n  - name: Storm\n    hours: 9\n  - name: Desk\n    hours: 4\n',
    'docs/guide/sources.mdx': [
      "import CodeBlock from '@theme/CodeBlock';",
      "import wick from '!!raw-loader!./\\_snippets/wick.ts';",
      "import oil from 'raw-loader!@site/snippets/oil.txt';",
      "import readme from '-!raw-loader!../../snippets/README.md';",
      "import data from '!!yaml-loader!@site/data/lamps.yaml';",
      // webpack's match resource before the loader, as KILT's docs write it: the name is not used.
      "import oilAgain from '@site/snippets/oil.txt.raw!=!raw-loader!@site/snippets/oil.txt';",
      "import oilPlain from '!!raw-loader?esModule=false!@site/snippets/oil.txt';",
      "export const required = require('!!raw-loader!@site/snippets/oil.txt');",
      "export const requiredPlain = require('!!raw-loader?esModule=false!@site/snippets/oil.txt');",
      "export const yamlRequired = require('!!yaml-loader!@site/data/lamps.yaml');",
      '',
      '# Sources',
      '',
      '<CodeBlock language="ts" title="wick.ts">{wick}</CodeBlock>',
      '',
      '<p id="oil">{oil}</p>',
      '',
      '<pre id="readme">{readme}</pre>',
      '',
      '<p id="oil-again">{oilAgain}</p>',
      '',
      '<p id="oil-plain">{oilPlain}</p>',
      '',
      '<p id="required">{typeof required}: {required.default}</p>',
      '',
      '<p id="required-plain">{typeof requiredPlain}: {requiredPlain}</p>',
      '',
      '<p id="yaml-required">{yamlRequired.default.lamps.length} lamps</p>',
      '',
      '<ul id="lamps">{data.lamps.map((l) => <li key={l.name}>{l.name}: {l.hours} h</li>)}</ul>',
      '',
    ].join('\n'),
  });

  it('builds, and each import is the file as text', async () => {
    expect(copy.build.stderr).not.toMatch(/^error/m);
    expect(copy.build.code).toBe(0);
    const html = await copy.page('docs/guide/sources/index.html');
    const text = (s: string) =>
      s
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'");
    // The code block shows the TypeScript as written, highlighted (its tokens joined back).
    const block = /<pre[^>]*><code>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '';
    expect(text(block).replace(/\n+$/, '')).toBe(SNIPPET.trimEnd());
    expect(html).toContain('<p id="oil">lamp oil, 250 ml\n</p>');
    expect(html).toContain('<pre id="readme">Shown as text, not compiled.\n</pre>');
    expect(html).toContain('<p id="oil-again">lamp oil, 250 ml\n</p>');
    expect(html).toContain('<p id="oil-plain">lamp oil, 250 ml\n</p>');
    expect(html).toContain('<p id="required">object: lamp oil, 250 ml\n</p>');
    expect(html).toContain('<p id="required-plain">string: lamp oil, 250 ml\n</p>');
    expect(html).toContain('<p id="yaml-required">2 lamps</p>');
    // yaml-loader: the parsed YAML.
    expect(html).toContain('<ul id="lamps"><li>Storm: 9 h</li><li>Desk: 4 h</li></ul>');
  });

  it('reports a file that is not there at the import, with the path remedy, and names another loader', async () => {
    // Written with an escape, as sequelize's docs write theirs: the line is still found.
    await put(
      copy.site.root,
      'docs/guide/sources.mdx',
      "import gone from '!!raw-loader!./\\_missing/chimney.ts';\nimport icon from '!!url-loader?limit=1!../../static/img/lantern.svg';\n\n# Sources\n\n<pre>{gone}</pre><img src={icon} alt=\"\" />\n",
    );
    const failed = await zapsite(['build', '--root', copy.site.root, '--out', join(copy.site.dir, 'out2')]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('error[mdx-import]: Could not resolve "!!raw-loader!./_missing/chimney.ts"');
    expect(failed.stderr).toContain('  --> docs/guide/sources.mdx:1:18\n');
    expect(failed.stderr).toContain('imports resolve relative to the file, or from the site folder with "@site/"');
    expect(failed.stderr).not.toContain('npm install');
    // Another webpack loader is named as such, at its line, not taken for a package to install.
    expect(failed.stderr).toContain('  --> docs/guide/sources.mdx:2:18\n');
    expect(failed.stderr).toContain("zapsite reads webpack's raw-loader and yaml-loader only, not url-loader");
  });
});
