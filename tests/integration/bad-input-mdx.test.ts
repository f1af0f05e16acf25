// Bad MDX through the CLI, as a user meets it: each problem is a located error, the exit code is 1,
// and the last good build stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES } from '../helpers/build.ts';
import { zapsite } from '../helpers/cli.ts';

let site: string;
let goodIndex: string;
let goodFiles: string[];
const INTRO = 'content/docs/intro.mdx';
const BADGE = 'src/components/ReaderBadge.tsx';
const originals = new Map<string, string>();

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
}

/** Rewrites one file of the site for a test; afterEach puts it back. */
function edit(rel: string, change: (text: string) => string): void {
  const path = join(site, rel);
  if (!originals.has(rel)) originals.set(rel, readFileSync(path, 'utf8'));
  writeFileSync(path, change(originals.get(rel)!));
}

async function buildFails(): Promise<{ stderr: string }> {
  const run = await zapsite(['build', '--root', site]);
  expect(run.code, run.stderr).toBe(1);
  // Nothing was written: the previous output is whole.
  expect(readFileSync(join(site, 'build/docs/index.html'), 'utf8')).toBe(goodIndex);
  expect(listFiles(join(site, 'build'))).toEqual(goodFiles);
  for (const [rel, text] of originals) writeFileSync(join(site, rel), text);
  originals.clear();
  return run;
}

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'zapsite-bad-mdx-'));
  cpSync(`${FIXTURES}mdx-site`, site, { recursive: true });
  const run = await zapsite(['build', '--root', site]);
  expect(run.code, run.stderr).toBe(0);
  goodIndex = readFileSync(join(site, 'build/docs/index.html'), 'utf8');
  goodFiles = listFiles(join(site, 'build'));
});

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('bad MDX, built with the CLI', () => {
  it('an import that does not resolve names the import line', async () => {
    edit(INTRO, (t) =>
      t.replace(
        "import { readers } from '../../src/data/readers';",
        "import { readers } from '../../src/data/readers';\nimport Gauge from './widgets/Gauge';",
      ),
    );
    const { stderr } = await buildFails();
    expect(stderr).toContain('error[mdx-import]: Could not resolve "./widgets/Gauge"');
    expect(stderr).toContain(`--> ${INTRO}:8:`);
    expect(stderr).toContain("8 | import Gauge from './widgets/Gauge';");
  });

  it('an expression that throws names its line in the MDX file', async () => {
    edit(INTRO, (t) => t.replace('which makes {1 + 2} years', 'which makes {benchYear.missing.length} years'));
    const { stderr } = await buildFails();
    expect(stderr).toContain(
      "error[mdx-render]: Rendering this MDX page failed: Cannot read properties of undefined (reading 'length')",
    );
    expect(stderr).toMatch(new RegExp(`--> ${INTRO}:13:\\d+`));
    expect(stderr).toContain(
      '13 | This bench has been tapping cards since {benchYear - 3}, which makes {benchYear.missing.length} years',
    );
  });

  it('a component that throws while rendering names the line in the component', async () => {
    edit(BADGE, (t) =>
      t.replace(
        'export default function ReaderBadge({ name, link }: { name: string; link: string }) {',
        "export default function ReaderBadge({ name, link }: { name: string; link: string }) {\n  if (name === 'ACR122U') throw new Error(`no badge for ${name}`);",
      ),
    );
    const { stderr } = await buildFails();
    expect(stderr).toContain(`error[mdx-render]: Rendering ${INTRO} failed in a component: no badge for ACR122U`);
    expect(stderr).toMatch(new RegExp(`--> ${BADGE}:5:\\d+`));
    expect(stderr).toContain("5 |   if (name === 'ACR122U') throw new Error(`no badge for ${name}`);");
  });

  it('a syntax error names the line and column', async () => {
    edit(INTRO, (t) => t.replace('<Callout tone="loud"', '<Callout tone="loud'));
    const { stderr } = await buildFails();
    expect(stderr).toContain('error[mdx-syntax]: Could not parse MDX:');
    expect(stderr).toMatch(new RegExp(`--> ${INTRO}:15:\\d+`));
  });

  it('an unknown component names where it is written', async () => {
    edit(INTRO, (t) => t.replace('## Count your taps', '## Count your taps\n\n<TapGauge level={3} />'));
    const { stderr } = await buildFails();
    expect(stderr).toContain('error[mdx-unknown-component]: Unknown component <TapGauge>.');
    expect(stderr).toContain(`--> ${INTRO}:41:1`);
  });

  it('a function passed to an interactive component is a located error', async () => {
    edit(INTRO, (t) =>
      t.replace(
        '<TapCounter start={2} label="Taps so far" />',
        '<TapCounter start={2} label="Taps so far" onTap={() => 1} />',
      ),
    );
    const { stderr } = await buildFails();
    expect(stderr).toContain(
      'error[mdx-prop]: <TapCounter> got a function in its "onTap" prop, but props of an interactive component travel to the browser as JSON.',
    );
    expect(stderr).toContain(`--> ${INTRO}:41:1`);
  });
});
