// @docusaurus/Translate, translate() and @docusaurus/Interpolate in a React page, an MDX doc and an
// interactive component (an island), built by the real CLI: the default locale's text is the
// message with its placeholders filled, as Docusaurus gives when no translation exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseDocument } from 'htmlparser2';
import { findAll, findOne, textContent } from 'domutils';
import type { Element } from 'domhandler';
import { zapsite } from '../helpers/cli.ts';
import type { Run } from '../helpers/cli.ts';

const FILES: Record<string, string> = {
  'zapsite.config.ts': `import { defineConfig } from 'zapsite/config';
export default defineConfig({
  title: 'Words', url: 'https://words.example.org', baseUrl: '/',
  docs: { path: 'docs' }, blog: false, pages: { path: 'src/pages' },
  markdown: { interactive: { Greeter: 'load' }, interactiveFrom: { Greeter: 'src/components/Greeter.tsx' } },
});
`,
  'src/pages/index.tsx': `import Translate, { translate } from '@docusaurus/Translate';
import Interpolate, { interpolate } from '@docusaurus/Interpolate';
import Layout from '@theme/Layout';
import Greeter from '../components/Greeter';

export default function Home() {
  return (
    <Layout title={translate({ id: 'home.title', message: 'Home of {site}', description: 'page title' }, { site: 'Words' })}>
      <p id="element"><Translate id="home.hello" description="greeting" values={{ name: <b>Ada</b> }}>{'Hello {name}, welcome'}</Translate></p>
      <p id="id-only"><Translate id="home.only-id" /></p>
      <p id="missing"><Translate>{'Keep {missing} as written'}</Translate></p>
      <p id="count" title={translate({ message: 'Taps: {count}' }, { count: 3 })}>{translate({ message: 'Taps: {count}' }, { count: 3 })}</p>
      <p id="interpolate"><Interpolate values={{ where: 'the bench', who: <i>Grace</i> }}>{'{who} sits at {where}'}</Interpolate></p>
      <p id="plain">{interpolate('{a} and {b}', { a: 'one', b: 2 })}</p>
      <Greeter name="Linus" />
    </Layout>
  );
}
`,
  'src/components/Greeter.tsx': `import Translate, { translate } from '@docusaurus/Translate';
import Interpolate from '@docusaurus/Interpolate';

export default function Greeter({ name }: { name: string }) {
  return (
    <div className="greeter" aria-label={translate({ message: 'Greeting for {name}' }, { name })}>
      <Translate id="greeter.hi" values={{ name: <strong>{name}</strong> }}>{'Hi {name} from the island'}</Translate>
      <span> / </span>
      <Interpolate values={{ n: 2 }}>{'{n} taps'}</Interpolate>
    </div>
  );
}
`,
  'docs/words.mdx': `---
title: Words
---
import Translate, { translate } from '@docusaurus/Translate';
import Interpolate from '@docusaurus/Interpolate';

<p id="mdx-translate"><Translate id="doc.line" values={{ thing: <code>tag</code> }}>{'Tap the {thing} twice'}</Translate></p>

<p id="mdx-call">{translate({ message: 'Reader {n} of {total}' }, { n: 1, total: 3 })}</p>

<p id="mdx-interpolate"><Interpolate values={{ who: 'everyone' }}>{'Hello {who}'}</Interpolate></p>
`,
};

let dir: string;
let out: string;
let run: Run;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zapsite-translate-'));
  const root = join(dir, 'site');
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  out = join(dir, 'out');
  run = await zapsite(['build', '--root', root, '--out', out]);
});
afterAll(() => (process.env.KEEP ? undefined : rm(dir, { recursive: true, force: true })));

const html = async (path: string) => parseDocument(await readFile(join(out, path), 'utf8'));
const byId = (doc: ReturnType<typeof parseDocument>, id: string) =>
  findOne((e) => e.attribs.id === id, doc.children, true) as Element;

describe('@docusaurus/Translate and @docusaurus/Interpolate', () => {
  it('builds the pages that import them', () => {
    expect(run.stderr).not.toContain('unknown-docusaurus-module');
    expect(run.code).toBe(0);
  });

  it('renders the message with its values in a React page', async () => {
    const doc = await html('index.html');
    expect(textContent(findOne((e) => e.name === 'title', doc.children, true)!)).toBe('Home of Words | Words');
    const element = byId(doc, 'element');
    expect(textContent(element)).toBe('Hello Ada, welcome');
    expect(findOne((e) => e.name === 'b', element.children)).toBeTruthy();
    expect(textContent(byId(doc, 'id-only'))).toBe('home.only-id');
    expect(textContent(byId(doc, 'missing'))).toBe('Keep {missing} as written');
    expect(byId(doc, 'count').attribs.title).toBe('Taps: 3');
    expect(textContent(byId(doc, 'count'))).toBe('Taps: 3');
    const interpolated = byId(doc, 'interpolate');
    expect(textContent(interpolated)).toBe('Grace sits at the bench');
    expect(findOne((e) => e.name === 'i', interpolated.children)).toBeTruthy();
    expect(textContent(byId(doc, 'plain'))).toBe('one and 2');
  });

  it('renders them inside an island on the server, and bundles the island for the browser', async () => {
    const doc = await html('index.html');
    const island = findOne((e) => e.attribs['data-island'] === 'Greeter', doc.children, true)!;
    const greeter = findOne((e) => e.attribs.class === 'greeter', island.children, true)!;
    expect(greeter.attribs['aria-label']).toBe('Greeting for Linus');
    expect(textContent(greeter)).toBe('Hi Linus from the island / 2 taps');
    const manifest = JSON.parse(textContent(byId(doc, 'zs-islands'))) as Record<string, string>;
    const script = await readFile(join(out, manifest.Greeter!), 'utf8');
    expect(script).toContain('Hi {name} from the island');
  });

  it('renders them in an MDX doc', async () => {
    const doc = await html('docs/words/index.html');
    const line = byId(doc, 'mdx-translate');
    expect(textContent(line)).toBe('Tap the tag twice');
    expect(findAll((e) => e.name === 'code', line.children)).toHaveLength(1);
    expect(textContent(byId(doc, 'mdx-call'))).toBe('Reader 1 of 3');
    expect(textContent(byId(doc, 'mdx-interpolate'))).toBe('Hello everyone');
  });
});
