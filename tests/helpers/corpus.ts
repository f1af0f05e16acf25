// A generated docs site of any size, shaped like a real one: one sidebar, 10 top-level categories
// nested two deep, pages with headings, code, tables, admonitions and links that all resolve.
// Shared by the scale test and `npm run bench`; deterministic for a given seed, so two runs (and
// two machines) build the same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CorpusOptions {
  /** Docs pages in total, including the docs home and the category index pages. At least 11. */
  pages: number;
  seed?: number;
  /** Blog posts; 0 (the default) writes `blog: false`. */
  blogPosts?: number;
  /**
   * Write every docs page as `.mdx`: the same text, links pointing at the `.mdx` files, and one
   * site component (`src/components/Badge.tsx`, imported through `@site/`) used once per page.
   */
  mdx?: boolean;
}

export interface CorpusPage {
  /** Path under content/docs, e.g. "readers/amber/cascade/lantern-setup.md" (or `.mdx`). */
  file: string;
  url: string;
  title: string;
  /** Folder names from the docs root to the page's folder ([] for the docs home). */
  categories: string[];
  /** URLs (without #anchor) this page's Markdown links to. */
  linksTo: string[];
  /** h2/h3 heading ids, in order. */
  headingIds: string[];
}

interface CorpusCategory {
  /** Folder path under content/docs, e.g. "readers/amber". */
  dir: string;
  label: string;
  depth: 1 | 2 | 3;
}

export interface Corpus {
  root: string;
  pages: CorpusPage[];
  categories: CorpusCategory[];
  blogPosts: number;
}

// Words a docs site about readers, tokens and launchers would use, so pages read like text
// and compress like text, not like random bytes.
const WORDS = (
  'reader token launcher platform core service script mapping media system device network socket ' +
  'config value option profile index scan tag card label driver module plugin command argument ' +
  'result error status update release version channel stream buffer session handler queue event ' +
  'signal timer cache store record field entry source target output input format schema method ' +
  'request response client server endpoint payload header body message notification setting path ' +
  'folder file archive image cover title game core launch exit wait delay retry timeout limit ' +
  'range count total batch group order filter query match pattern rule default custom manual auto ' +
  'local remote public private shared hidden active idle ready pending stable legacy modern simple ' +
  'quick careful gentle steady bright quiet early later nearby distant common rare fresh ancient ' +
  'amber azure cobalt copper crimson ember frost granite harbor indigo ivory jade lantern maple ' +
  'meadow mirror nimbus onyx orchid pebble prism quartz raven river saffron sierra slate summit ' +
  'thistle tundra velvet willow zephyr beacon canyon cedar delta falcon glacier heron island ' +
  'juniper kestrel lagoon marble nectar ocean pine quill ridge spruce tide umber vale wren yarrow ' +
  'anchor bridge cascade dune echo fjord grove hollow inlet knoll ledge mesa north oasis plateau ' +
  'arcade console cartridge joystick keypad monitor speaker antenna battery circuit sensor switch ' +
  'connect install configure enable disable restart inspect verify export import attach detach ' +
  'write read parse render build check clear reset pair scan sync mount copy move rename delete'
).split(/\s+/);

const TOP_LEVEL = [
  'readers',
  'tokens',
  'launchers',
  'platforms',
  'scripting',
  'networking',
  'hardware',
  'services',
  'integrations',
  'operations',
];

/** mulberry32: small, fast and good enough to vary text; seeded so output is reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = rng(seed);
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  words(n: number): string[] {
    return Array.from({ length: n }, () => this.pick(WORDS));
  }
}

const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);

/**
 * How many sections per category and groups per section: the page count per group stays near 11
 * and both fan-outs grow about as the square root, so the open part of a page's sidebar (its
 * siblings at each level) grows slowly, as it does on real sites that grow.
 */
function corpusShape(pages: number): { sections: number; groups: number; leaves: number } {
  if (pages < 11)
    throw new Error(`A corpus needs at least 11 pages (the docs home and 10 category pages); asked for ${pages}.`);
  const leaves = pages - 11;
  const perCategoryGroups = Math.max(1, Math.round(leaves / 11 / TOP_LEVEL.length));
  const sections = Math.max(1, Math.ceil(Math.sqrt(perCategoryGroups)));
  const groups = Math.max(1, Math.ceil(perCategoryGroups / sections));
  return { sections, groups, leaves };
}

interface Plan {
  page: CorpusPage;
  rand: Random;
  position: number;
}

/** Write a corpus site into `root` (created if missing) and describe what was written. */
export function writeCorpus(root: string, opts: CorpusOptions): Corpus {
  const seed = opts.seed ?? 1;
  const blogPosts = opts.blogPosts ?? 0;
  const ext = opts.mdx ? '.mdx' : '.md';
  const { sections, groups, leaves } = corpusShape(opts.pages);
  const names = new Random(seed);
  const titles = new Set<string>();
  // Titles are unique site-wide so a test can tell whether a page's HTML mentions another page.
  const uniqueTitle = (r: Random, n: number): string => {
    for (;;) {
      const t = r.words(n).map(cap).join(' ');
      if (!titles.has(t) && new Set(t.split(' ')).size === n) {
        titles.add(t);
        return t;
      }
    }
  };
  const childNames = (r: Random, count: number): string[] => {
    const used = new Set<string>();
    const out: string[] = [];
    while (out.length < count) {
      const w = count > 60 ? `${r.pick(WORDS)}-${r.pick(WORDS)}` : r.pick(WORDS);
      if (!used.has(w) && !TOP_LEVEL.includes(w)) {
        used.add(w);
        out.push(w);
      }
    }
    return out;
  };

  const categories: CorpusCategory[] = [];
  const leafDirs: string[][] = [];
  TOP_LEVEL.forEach((top) => {
    categories.push({ dir: top, label: uniqueTitle(names, 2), depth: 1 });
    for (const sec of childNames(names, sections)) {
      categories.push({ dir: `${top}/${sec}`, label: uniqueTitle(names, 2), depth: 2 });
      for (const grp of childNames(names, groups)) {
        categories.push({ dir: `${top}/${sec}/${grp}`, label: uniqueTitle(names, 2), depth: 3 });
        leafDirs.push([top, sec, grp]);
      }
    }
  });

  // Every page gets its own random stream, keyed by its number, so pages do not depend on the
  // ones before them and the spread of page sizes is the same at every corpus size.
  const plans: Plan[] = [];
  const addPage = (dirParts: string[], fileName: string, position: number, i: number, url: string) => {
    const rand = new Random((seed * 7919 + i * 104729) >>> 0);
    const file = [...dirParts, fileName].join('/');
    plans.push({
      page: { file, url, title: uniqueTitle(rand, 3), categories: dirParts, linksTo: [], headingIds: [] },
      rand,
      position,
    });
  };
  addPage([], `index${ext}`, 1, 0, '/docs/');
  TOP_LEVEL.forEach((top, k) => addPage([top], `index${ext}`, 1, k + 1, `/docs/${top}/`));
  const per = Math.floor(leaves / leafDirs.length);
  const extra = leaves % leafDirs.length;
  let n = 11;
  leafDirs.forEach((dir, d) => {
    const count = per + (d < extra ? 1 : 0);
    const used = new Set<string>();
    for (let j = 0; j < count; j++) {
      const r = new Random((seed * 31 + n * 131) >>> 0);
      let slug = `${r.pick(WORDS)}-${r.pick(WORDS)}`;
      while (used.has(slug)) slug = `${r.pick(WORDS)}-${r.pick(WORDS)}-${r.int(2, 99)}`;
      used.add(slug);
      addPage(dir, `${slug}${ext}`, j + 1, n, `/docs/${dir.join('/')}/${slug}/`);
      n++;
    }
  });

  // Headings first: links may point at another page's heading ids, so all ids must be known.
  const bodies = plans.map((p) => outline(p));
  const byIndex = plans.map((p) => p.page);
  const docsDir = join(root, 'content', 'docs');
  mkdirSync(docsDir, { recursive: true });
  for (const c of categories) {
    mkdirSync(join(docsDir, c.dir), { recursive: true });
    const pos =
      c.depth === 1
        ? TOP_LEVEL.indexOf(c.dir) + 2
        : categories.filter((o) => o.depth === c.depth && parentDir(o.dir) === parentDir(c.dir)).indexOf(c) + 1;
    writeFileSync(
      join(docsDir, c.dir, '_category_.json'),
      JSON.stringify({ label: c.label, position: pos, collapsed: true }, null, 2) + '\n',
    );
  }
  plans.forEach((p, i) => {
    const text = pageMarkdown(p, bodies[i]!, i, byIndex);
    writeFileSync(join(docsDir, p.page.file), opts.mdx ? withBadge(text, p.page) : text);
  });
  if (opts.mdx) {
    mkdirSync(join(root, 'src', 'components'), { recursive: true });
    writeFileSync(join(root, 'src', 'components', 'Badge.tsx'), BADGE_SOURCE);
  }

  writeFileSync(join(root, 'zapsite.config.ts'), configSource(blogPosts));
  mkdirSync(join(root, 'content', 'pages'), { recursive: true });
  writeFileSync(
    join(root, 'content', 'pages', 'index.md'),
    `---\ntitle: Corpus Home\ndescription: A generated site of ${opts.pages} docs pages.\n---\n\nStart with the [docs](/docs/) or the [first category](/docs/${TOP_LEVEL[0]}/).\n`,
  );
  mkdirSync(join(root, 'static', 'img'), { recursive: true });
  writeFileSync(
    join(root, 'static', 'img', 'logo.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14"/></svg>\n',
  );
  if (blogPosts > 0) writeBlog(root, blogPosts, seed, byIndex);
  return { root, pages: byIndex, categories, blogPosts };
}

function parentDir(dir: string): string {
  const i = dir.lastIndexOf('/');
  return i < 0 ? '' : dir.slice(0, i);
}

interface Section {
  heading: string;
  id: string;
  sub: { heading: string; id: string }[];
}

function slugOf(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '-');
}

function outline(p: Plan): Section[] {
  const r = p.rand;
  const used = new Set<string>();
  const heading = (): { heading: string; id: string } => {
    for (;;) {
      const h = cap(r.words(r.int(2, 4)).join(' '));
      const id = slugOf(h);
      if (!used.has(id)) {
        used.add(id);
        return { heading: h, id };
      }
    }
  };
  const out: Section[] = [];
  const count = r.int(3, 5);
  for (let s = 0; s < count; s++) {
    const h = heading();
    const sub = Array.from({ length: r.int(0, 2) }, heading);
    out.push({ ...h, sub });
  }
  p.page.headingIds = out.flatMap((s) => [s.id, ...s.sub.map((x) => x.id)]);
  return out;
}

function sentence(r: Random): string {
  const w = r.words(r.int(8, 16));
  return cap(w.join(' ')) + '.';
}

function paragraph(r: Random, links: string[]): string {
  const parts = Array.from({ length: r.int(2, 4) }, () => sentence(r));
  if (links.length) parts.splice(r.int(1, parts.length), 0, `See ${links.join(' and ')}.`);
  return parts.join(' ');
}

/** A relative Markdown path from one docs file to another. */
function relativeMd(from: string, to: string): string {
  const a = from.split('/').slice(0, -1);
  const b = to.split('/');
  let i = 0;
  while (i < a.length && i < b.length - 1 && a[i] === b[i]) i++;
  const up = a.length - i;
  return (up ? '../'.repeat(up) : './') + b.slice(i).join('/');
}

/**
 * Links of every kind a real site has: a sibling by relative .md path, a far page by relative
 * path, a far page by absolute URL, and an absolute URL with a heading anchor. Link texts are
 * lower-case words, never the target's title, so titles only show up where the theme puts them.
 */
function linksFor(p: Plan, i: number, all: CorpusPage[]): string[] {
  const r = p.rand;
  const text = () => `the ${r.pick(WORDS)} ${r.pick(WORDS)} notes`;
  const out: string[] = [];
  const target = (): CorpusPage => {
    let t = all[r.int(0, all.length - 1)]!;
    if (t === p.page) t = all[(i + 1) % all.length]!;
    return t;
  };
  const sibling = all[i + 1]?.categories.join('/') === p.page.categories.join('/') ? all[i + 1]! : all[i - 1];
  const add = (to: CorpusPage, md: boolean, anchor?: string) => {
    p.page.linksTo.push(to.url);
    const href = md ? relativeMd(p.page.file, to.file) : to.url;
    out.push(`[${text()}](${href}${anchor ? `#${anchor}` : ''})`);
  };
  if (sibling && sibling !== p.page) add(sibling, true);
  add(target(), true);
  add(target(), false);
  const withAnchor = target();
  add(withAnchor, false, withAnchor.headingIds.length ? r.pick(withAnchor.headingIds) : undefined);
  return out;
}

function codeBlock(r: Random): string {
  const kind = r.pick(['toml', 'json', 'bash'] as const);
  const w = () => r.pick(WORDS);
  if (kind === 'toml') {
    return [
      '```toml title="config.toml"',
      `[${w()}]`,
      `${w()}_${w()} = "${w()}"`,
      `${w()} = ${r.int(1, 9000)}`,
      `enabled = ${r.chance(0.5)}`,
      '',
      `[[${w()}.${w()}]]`,
      `path = "/media/${w()}/${w()}"`,
      '```',
    ].join('\n');
  }
  if (kind === 'json') {
    const obj = { method: `${w()}.${w()}`, params: { [w()]: w(), id: r.int(1, 999), tags: [w(), w()] } };
    return ['```json', JSON.stringify(obj, null, 2), '```'].join('\n');
  }
  return [
    '```bash',
    `zaparoo ${w()} --${w()} ${w()}`,
    `curl -s http://localhost:7497/api/${w()} | jq '.${w()}'`,
    `echo "${w()} ${w()}" > /tmp/${w()}.log`,
    '```',
  ].join('\n');
}

function table(r: Random): string {
  const cols = [cap(r.pick(WORDS)), cap(r.pick(WORDS)), 'Notes'];
  const rows = Array.from(
    { length: r.int(3, 5) },
    () => `| \`${r.pick(WORDS)}\` | ${r.int(0, 500)} | ${r.words(r.int(3, 7)).join(' ')} |`,
  );
  return [`| ${cols.join(' | ')} |`, '| --- | ---: | --- |', ...rows].join('\n');
}

function admonition(r: Random): string {
  const kind = r.pick(['tip', 'note', 'warning', 'info'] as const);
  const title = r.chance(0.5) ? ` ${cap(r.words(2).join(' '))}` : '';
  return `:::${kind}${title}\n${sentence(r)} ${sentence(r)}\n:::`;
}

function pageMarkdown(p: Plan, sections: Section[], i: number, all: CorpusPage[]): string {
  const r = p.rand;
  const links = linksFor(p, i, all);
  const description = cap(r.words(r.int(8, 14)).join(' ')) + '.';
  const lines = [
    '---',
    `title: ${p.page.title}`,
    `description: ${description}`,
    `sidebar_position: ${p.position}`,
    ...(p.page.url === '/docs/' ? ['slug: /'] : []),
    '---',
    '',
  ];
  lines.push(paragraph(r, links.slice(0, 2)), '');
  sections.forEach((s, k) => {
    lines.push(`## ${s.heading}`, '', paragraph(r, k === 0 ? links.slice(2) : []), '');
    if (k % 3 === 0) lines.push(codeBlock(r), '');
    if (k % 3 === 1) lines.push(table(r), '');
    if (k % 2 === 0) lines.push(admonition(r), '');
    for (const sub of s.sub) {
      lines.push(`### ${sub.heading}`, '', paragraph(r, []), '');
      if (r.chance(0.3)) lines.push(codeBlock(r), '');
    }
  });
  return lines.join('\n');
}

// A small site component of the kind docs sites keep beside their content: a labelled pill.
const BADGE_SOURCE = `export default function Badge({ label, tone = 'plain' }: { label: string; tone?: 'plain' | 'new' }) {
  return <span className={\`badge badge--\${tone}\`}>{label}</span>;
}
`;

/**
 * The page's text as MDX: the import after the front matter and the badge after the first
 * paragraph. Nothing is drawn from the page's random stream, so the text stays the same.
 */
function withBadge(text: string, page: CorpusPage): string {
  const end = text.indexOf('\n---\n') + 5;
  const firstBreak = text.indexOf('\n\n', end + 1);
  const label = page.categories.length ? page.categories[page.categories.length - 1]! : 'start';
  const tone = page.categories.length === 3 ? 'plain' : 'new';
  const badge = `\n\n<Badge label="${label}" tone="${tone}" />`;
  return `${text.slice(0, end)}\nimport Badge from '@site/src/components/Badge';\n${text.slice(end, firstBreak)}${badge}${text.slice(firstBreak)}`;
}

function configSource(blogPosts: number): string {
  const blog =
    blogPosts > 0
      ? `{ path: 'content/blog', routeBasePath: 'blog', title: 'Blog', description: 'Generated posts.', onInlineTags: 'ignore', onInlineAuthors: 'ignore' }`
      : 'false';
  return `import { defineConfig } from 'zapsite/config';

export default defineConfig({
  title: 'Corpus',
  tagline: 'A generated site for scale tests',
  url: 'https://corpus.example.com',
  trailingSlash: true,
  favicon: '/img/logo.svg',
  blog: ${blog},
  docs: { path: 'content/docs', routeBasePath: 'docs', editUrl: 'https://example.com/edit/' },
  navbar: {
    title: 'Corpus',
    logo: { alt: 'Corpus logo', src: '/img/logo.svg' },
    items: [
      { to: '/docs/', label: 'Docs', position: 'left' },${blogPosts > 0 ? "\n      { to: '/blog/', label: 'Blog', position: 'left' }," : ''}
    ],
  },
  footer: {
    links: [{ title: 'Learn', items: [{ label: 'Docs', to: '/docs/' }, { label: 'First category', to: '/docs/${TOP_LEVEL[0]}/' }] }],
    copyright: 'Copyright 2025 Corpus authors.',
  },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onBrokenMarkdownLinks: 'throw',
});
`;
}

function writeBlog(root: string, count: number, seed: number, docs: CorpusPage[]): void {
  const dir = join(root, 'content', 'blog');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'authors.yml'), 'corpus:\n  name: Corpus Writer\n  title: Maintainer\n');
  for (let k = 0; k < count; k++) {
    const r = new Random((seed * 15485863 + k * 2038074743) >>> 0);
    const day = String((k % 28) + 1).padStart(2, '0');
    const month = String((Math.floor(k / 28) % 12) + 1).padStart(2, '0');
    const slug = `${r.pick(WORDS)}-${r.pick(WORDS)}-${k}`;
    const doc = docs[r.int(0, docs.length - 1)]!;
    const text = [
      '---',
      `title: ${cap(r.words(4).join(' '))}`,
      `description: ${cap(r.words(10).join(' '))}.`,
      'authors: [corpus]',
      '---',
      '',
      `${sentence(r)} Read the [related docs](${doc.url}).`,
      '',
      '<!-- truncate -->',
      '',
      `## ${cap(r.words(3).join(' '))}`,
      '',
      paragraph(r, []),
      '',
      codeBlock(r),
      '',
    ].join('\n');
    writeFileSync(join(dir, `2024-${month}-${day}-${slug}.md`), text);
  }
}
