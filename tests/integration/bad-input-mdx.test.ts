// Bad MDX through the CLI, as a user meets it: each problem is a located error, the exit code is 1,
// and the last good build stays as it was.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { badInputSite } from '../helpers/bad-input-site.ts';

const INTRO = 'content/docs/intro.mdx';
const BADGE = 'src/components/ReaderBadge.tsx';
const site = badInputSite('mdx-site', 'docs/index.html');

describe('bad MDX, built with the CLI', () => {
  it('an import that does not resolve names the import line', async () => {
    site.edit(INTRO, (t) =>
      t.replace(
        "import { readers } from '../../src/data/readers';",
        "import { readers } from '../../src/data/readers';\nimport Gauge from './widgets/Gauge';",
      ),
    );
    const { stderr } = await site.buildFails();
    expect(stderr).toContain('error[mdx-import]: Could not resolve "./widgets/Gauge"');
    expect(stderr).toContain(`--> ${INTRO}:8:`);
    expect(stderr).toContain("8 | import Gauge from './widgets/Gauge';");
  });

  it('an expression that throws names its line in the MDX file', async () => {
    site.edit(INTRO, (t) => t.replace('which makes {1 + 2} years', 'which makes {benchYear.missing.length} years'));
    const { stderr } = await site.buildFails();
    expect(stderr).toContain(
      "error[mdx-render]: Rendering this MDX page failed: Cannot read properties of undefined (reading 'length')",
    );
    expect(stderr).toMatch(new RegExp(`--> ${INTRO}:13:\\d+`));
    expect(stderr).toContain(
      '13 | This bench has been tapping cards since {benchYear - 3}, which makes {benchYear.missing.length} years',
    );
  });

  it('text in braces that reads as an undefined name says how to show the braces', async () => {
    // A Docusaurus 2 writer's `{release_version}`: text to MDX 1, code to MDX 3.
    site.edit(INTRO, (t) => t.replace('which makes {1 + 2} years', 'which makes ${release_years} years'));
    const { stderr } = await site.buildFails();
    expect(stderr).toContain('error[mdx-render]: Rendering this MDX page failed: release_years is not defined');
    expect(stderr).toMatch(new RegExp(`--> ${INTRO}:13:\\d+`));
    expect(stderr).toContain('write `\\{release_years}` to show the braces');
    // An .mdx file is MDX whatever markdown.format says: the format is not offered.
    expect(stderr).not.toContain('markdown.format');
  });

  it('a component that throws while rendering names the line in the component', async () => {
    site.edit(BADGE, (t) =>
      t.replace(
        'export default function ReaderBadge({ name, link }: { name: string; link: string }) {',
        "export default function ReaderBadge({ name, link }: { name: string; link: string }) {\n  if (name === 'ACR122U') throw new Error(`no badge for ${name}`);",
      ),
    );
    const { stderr } = await site.buildFails();
    expect(stderr).toContain('error[mdx-render]: A component threw while rendering: no badge for ACR122U');
    expect(stderr).toContain(`  = affects 1 page: ${INTRO}\n`);
    expect(stderr).toMatch(new RegExp(`--> ${BADGE}:5:\\d+`));
    expect(stderr).toContain("5 |   if (name === 'ACR122U') throw new Error(`no badge for ${name}`);");
  });

  it('a member component read from an object that is not defined is placed at the element, not past the file', async () => {
    // MDX checks the object itself, in code it generates: mapped back as it was, the frame landed
    // at line 59 of this 43-line file, the distance from the nearest mapping carried over.
    site.edit(INTRO, (t) => t.replace('# Start here\n', '# Start here\n\n  <Foo.Bar level={3} />\n'));
    const { stderr } = await site.buildFails();
    expect(stderr).toContain(
      [
        'error[mdx-unknown-component]: Unknown component <Foo.Bar>: "Foo" is not defined.',
        `  --> ${INTRO}:13:3`,
        '   |',
        '13 |   <Foo.Bar level={3} />',
        '   |   ^',
      ].join('\n'),
    );
  });

  it('a syntax error names the line and column', async () => {
    site.edit(INTRO, (t) => t.replace('<Callout tone="loud"', '<Callout tone="loud'));
    const { stderr } = await site.buildFails();
    expect(stderr).toContain('error[mdx-syntax]: Could not parse MDX:');
    expect(stderr).toMatch(new RegExp(`--> ${INTRO}:15:\\d+`));
  });

  it('an unknown component names where it is written', async () => {
    site.edit(INTRO, (t) => t.replace('## Count your taps', '## Count your taps\n\n<TapGauge level={3} />'));
    const { stderr } = await site.buildFails();
    expect(stderr).toContain('error[mdx-unknown-component]: Unknown component <TapGauge>.');
    expect(stderr).toContain(`--> ${INTRO}:41:1`);
  });

  // Issue 31 item 4: a function cannot cross to the browser, so the component renders static, warned about.
  it('a function passed to an interactive component is a located warning, and the component stays static', async () => {
    site.edit(INTRO, (t) =>
      t.replace(
        '<TapCounter start={2} label="Taps so far" />',
        '<TapCounter start={2} label="Taps so far" onTap={() => 1} />',
      ),
    );
    const { stderr } = await site.buildPasses();
    expect(stderr).toContain(
      'warning[island-static]: <TapCounter> got a function in its "onTap" prop, which cannot cross to the browser: it is rendered at build time and not hydrated.',
    );
    expect(stderr).toContain(`--> ${INTRO}:41:1`);
    const page = readFileSync(join(site.root, 'build/docs/index.html'), 'utf8');
    expect(page).toContain('Taps so far: 2');
    expect(page).not.toContain('data-island="TapCounter"');
  });
});
