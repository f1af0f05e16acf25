// A site saved with Windows line endings (CR LF) builds as the same site saved with LF: Markdown,
// MDX and a partial, with JSX inside code blocks that must stay code. Found on a public Docusaurus
// site whose versioned docs were CR LF: the JSX in their code blocks was read as components.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildFixture, type FixtureOutcome } from '../helpers/build.ts';

const FILES: Record<string, string> = {
  'zapsite.config.ts': "export default { title: 'Readers', url: 'https://example.com', blog: false };\n",
  'content/docs/readers.md': [
    '---',
    'title: Readers',
    '---',
    '',
    'A reader reads the tag you tap.',
    '',
    '```SnackPlayer name=Reader%20Example',
    "import {Reader} from './reader';",
    '',
    'const App = () => <Reader port="usb" />;',
    '```',
    '',
    '## Wiring {#wiring}',
    '',
    '```tsx',
    '<Reader>',
    '  <Card>First tap</Card>',
    '</Reader>',
    '```',
    '',
    ':::tip Hold it flat',
    'A card held flat reads first time.',
    ':::',
    '',
  ].join('\n'),
  'content/docs/lamp.mdx': [
    '---',
    'title: Lamp',
    '---',
    '',
    "import Wiring from './_wiring.mdx';",
    '',
    'The lamp lights when a game starts.',
    '',
    '<Wiring />',
    '',
    '```jsx',
    '```tsx',
    '',
    '<Lamp on />',
    '```',
    '',
  ].join('\n'),
  'content/docs/_wiring.mdx': ['### Wiring the lamp', '', '```jsx', '<Lamp pin={4} />', '```', ''].join('\n'),
};

async function site(lineEnding: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'zapsite-eol-'));
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), path.endsWith('.ts') ? text : text.split('\n').join(lineEnding));
  }
  return root;
}

let roots: string[] = [];
let lf: FixtureOutcome;
let crlf: FixtureOutcome;
let cr: FixtureOutcome;
beforeAll(async () => {
  roots = await Promise.all(['\n', '\r\n', '\r'].map(site));
  [lf, crlf, cr] = [await buildFixture(roots[0]!), await buildFixture(roots[1]!), await buildFixture(roots[2]!)];
});
afterAll(async () => {
  await Promise.all(roots.map((r) => rm(r, { recursive: true, force: true })));
});

describe('line endings', () => {
  it('builds a CR LF site with no problem, its JSX in code blocks left as code', () => {
    expect(crlf.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(crlf.ok).toBe(true);
    const readers = crlf.writer.text('docs/readers/index.html')!;
    expect(readers).toContain('id="wiring"');
    expect(readers).toMatch(/&lt;Card&gt;First tap&lt;\/Card&gt;|First tap/);
    expect(crlf.writer.text('docs/lamp/index.html')).toContain('Wiring the lamp');
  });

  it('writes the same files, byte for byte, as the site saved with LF (and with lone CRs)', () => {
    expect(lf.ok).toBe(true);
    const names = [...lf.writer.files.keys()].sort();
    expect([...crlf.writer.files.keys()].sort()).toEqual(names);
    expect([...cr.writer.files.keys()].sort()).toEqual(names);
    // Paths of the temporary folders differ; nothing else may.
    const same = (o: FixtureOutcome, root: string, name: string) => o.writer.text(name)!.split(root).join('<root>');
    for (const name of names) {
      expect(same(crlf, roots[1]!, name), name).toBe(same(lf, roots[0]!, name));
      expect(same(cr, roots[2]!, name), name).toBe(same(lf, roots[0]!, name));
    }
  });
});
