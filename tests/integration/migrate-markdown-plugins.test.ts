// `zapsite migrate --from docusaurus` carries the site's remark and rehype plugins over (issue 33
// item 2): a Docusaurus config of our own gives npm2yarn, remark-math with rehype-katex and a local
// remark plugin (with options) to the classic preset's docs and to a blog plugin instance, and
// `markdown.remarkRehypeOptions`. The config runs for real, so each plugin is a function by then:
// the written zapsite.config.ts must name it as the config did. The migrated site is then built
// by the real CLI, and the tabs, the maths and the local plugin's change are in the HTML of `.md`
// and `.mdx` pages alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fg from 'fast-glob';
import { put } from './temp-site.ts';
import { zapsite, type Run } from '../helpers/cli.ts';
import { linkPackages } from '../helpers/npm-packages.ts';
import { startDevServer } from '../helpers/dev-server.ts';

// The same set as markdown-plugins.test.ts, so the folder npm filled once serves both.
const SPECS = ['remark-math@6', 'rehype-katex@7', '@docusaurus/remark-plugin-npm2yarn@3.10.x'];

const CONFIG = `// @ts-check
import math from 'remark-math';
import katex from 'rehype-katex';
import stamp from './src/remark/stamp.mjs';

const npm2yarn = require('@docusaurus/remark-plugin-npm2yarn');

export default {
  title: 'Plugins',
  url: 'https://plugins.example.org',
  baseUrl: '/',
  presets: [
    [
      'classic',
      {
        docs: {
          remarkPlugins: [math, [npm2yarn, { sync: true }], [stamp, { word: 'DOCS' }]],
          rehypePlugins: [katex],
        },
        blog: false,
      },
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-content-blog',
      {
        beforeDefaultRemarkPlugins: [[stamp, { word: 'BLOG' }]],
        remarkPlugins: [math, npm2yarn],
        rehypePlugins: [
          katex,
          () => (tree) => {
            tree.children.push({ type: 'element', tagName: 'hr', properties: {}, children: [] });
          },
        ],
      },
    ],
  ],
  markdown: { remarkRehypeOptions: { footnoteLabel: 'Notes' } },
};
`;

// A local remark plugin with options: every %%STAMP%% in the text becomes the word it is given. It
// keeps what it works out in its options object, as remark-shiki-twoslash does (Docusaurus leaves it open).
const STAMP = `export default function stamp(options = {}) {
  options.words = [options.word ?? 'NONE'];
  const walk = (node) => {
    if (node.type === 'text') node.value = node.value.replaceAll('%%STAMP%%', options.words[0]);
    for (const child of node.children ?? []) walk(child);
  };
  return (tree) => walk(tree);
}
`;

const page = (title: string, extra = '') =>
  [
    '---',
    `title: ${title}`,
    extra,
    '---',
    '',
    'Stamped %%STAMP%% here, and $E = mc^2$ inline.',
    '',
    '$$',
    'a^2 + b^2 = c^2',
    '$$',
    '',
    '```bash npm2yarn',
    'npm install zapsite',
    '```',
    '',
    'A note.[^1]',
    '',
    '[^1]: The footnote.',
    '',
  ]
    .filter((l, i) => i !== 2 || l)
    .join('\n');

let dir: string;
let root: string;
let migrate: Run;
let build: Run;
let written: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zapsite-migrate-md-plugins-'));
  root = join(dir, 'site');
  const files: Record<string, string> = {
    'docusaurus.config.js': CONFIG,
    'src/remark/stamp.mjs': STAMP,
    'docs/intro.md': page('Intro'),
    'docs/more.mdx': page('More'),
    'blog/2026-01-02-first.md': page('First', 'date: 2026-01-02'),
    'blog/2026-01-03-second.mdx': page('Second', 'date: 2026-01-03'),
  };
  for (const [path, text] of Object.entries(files)) {
    await put(root, path, text);
  }
  linkPackages(root, SPECS);
  migrate = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
  written = await readFile(join(root, 'zapsite.config.ts'), 'utf8');
  build = await zapsite(['build', '--root', root, '--out', join(dir, 'out')]);
}, 300_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const html = (path: string) => readFile(join(dir, 'out', path), 'utf8');
/** Config text without its layout (spaces, line breaks, trailing commas), to compare what it says. */
const squash = (text: string) => text.replace(/\s+/g, '').replace(/,([\]}])/g, '$1');

describe('migrate carries the remark and rehype plugins over', () => {
  it('names each plugin as the config did: a package by its name, a local file by its path, with the options', () => {
    expect(migrate.stderr).toBe('');
    expect(migrate.code).toBe(0);
    expect(written).toContain(
      [
        '    remarkPlugins: [',
        "      'remark-math',",
        "      ['@docusaurus/remark-plugin-npm2yarn', { sync: true }],",
        "      ['./src/remark/stamp.mjs', { word: 'DOCS' }],",
        '    ],',
        "    rehypePlugins: ['rehype-katex'],",
      ].join('\n'),
    );
    // The blog plugin instance's lists, `beforeDefault…` kept apart.
    expect(written).toContain("    beforeDefaultRemarkPlugins: [['./src/remark/stamp.mjs', { word: 'BLOG' }]],");
    expect(written).toContain("    remarkPlugins: ['remark-math', '@docusaurus/remark-plugin-npm2yarn'],");
    expect(written).toContain("markdown: { remarkRehypeOptions: { footnoteLabel: 'Notes' } }");
    expect(migrate.stdout).toContain(
      '  docs.remarkPlugins (remark-math, @docusaurus/remark-plugin-npm2yarn, ./src/remark/stamp.mjs)',
    );
  });

  it('takes a plugin written in the config itself from the config, at each build', () => {
    expect(squash(written)).toContain(
      squash(
        "rehypePlugins: ['rehype-katex', { docusaurusConfig: './docusaurus.config.js', path: ['plugins', 0, 1, 'rehypePlugins', 1] }]",
      ),
    );
    expect(migrate.stdout).toContain(
      'blog.rehypePlugins (rehype-katex, an anonymous plugin function from docusaurus.config.js)',
    );
    expect(migrate.stdout).not.toContain('could not be carried over');
  });

  it('builds the migrated site with the tabs, the maths and the local plugin on docs and blog posts, .md and .mdx', async () => {
    expect(build.stderr).not.toMatch(/error\[/);
    expect(build.code).toBe(0);
    const pages = [
      ['docs/intro/index.html', 'DOCS'],
      ['docs/more/index.html', 'DOCS'],
      ['blog/2026/01/02/first/index.html', 'BLOG'],
      ['blog/2026/01/03/second/index.html', 'BLOG'],
    ] as const;
    for (const [path, word] of pages) {
      const text = await html(path);
      expect(text, path).toContain(`Stamped ${word} here`);
      expect(text, path).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
      expect(text, path).toContain('<span class="katex-display">');
      // The maths rendered in the page (its description, the first line as written, may keep the source).
      expect(text.slice(text.indexOf('</head>')), path).not.toContain('$E');
      // npm2yarn's tabs: an island of @theme/Tabs, one tab per package manager.
      const props = JSON.parse(
        /<script type="application\/json" data-island-props="Tabs">(.*?)<\/script>/.exec(text)![1]!,
      ) as { items: { label: string; html: string }[] };
      expect(
        props.items.map((i) => i.label),
        path,
      ).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
      // markdown.remarkRehypeOptions: the footnotes' heading.
      expect(text, path).toContain('id="footnote-label">Notes<a');
      // The blog's rehype plugin written in the config: an <hr> after the post's last element.
      expect(/<\/section>\s*<hr>/.test(text), path).toBe(path.startsWith('blog/'));
    }
  });

  it('gives the same bytes with markdown.fastPath off: no fast path reads a file the plugins see', async () => {
    const file = join(root, 'zapsite.config.ts');
    await writeFile(file, written.replace('markdown: {', 'markdown: { fastPath: false,'));
    const plain = await zapsite(['build', '--root', root, '--out', join(dir, 'out-plain')]);
    await writeFile(file, written);
    expect(plain.stderr).not.toMatch(/error\[/);
    expect(plain.code).toBe(0);
    const pages = fg.sync('**/*.html', { cwd: join(dir, 'out') }).sort();
    expect(fg.sync('**/*.html', { cwd: join(dir, 'out-plain') }).sort()).toEqual(pages);
    expect(pages).toContain('docs/more/index.html');
    for (const path of pages) expect(await readFile(join(dir, 'out-plain', path), 'utf8'), path).toBe(await html(path));
  });
});

describe('a package required through a require the config makes', () => {
  it('is named by the package, as ES module configs write it (createRequire(import.meta.url))', async () => {
    const base = await mkdtemp(join(tmpdir(), 'zapsite-migrate-md-plugins-'));
    try {
      const site = join(base, 'site');
      await mkdir(join(site, 'docs'), { recursive: true });
      await writeFile(join(site, 'docs/intro.md'), '# Intro\n\nHello.\n');
      await writeFile(
        join(site, 'docusaurus.config.mjs'),
        [
          "import { createRequire } from 'node:module';",
          'const require = createRequire(import.meta.url);',
          'export default {',
          "  title: 'Made', url: 'https://made.example.org', baseUrl: '/',",
          "  presets: [['classic', { docs: { remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), { sync: true }]] }, blog: false }]],",
          '};',
          '',
        ].join('\n'),
      );
      linkPackages(site, SPECS);
      const run = await zapsite(['migrate', '--from', 'docusaurus', '--root', site]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('docs.remarkPlugins (@docusaurus/remark-plugin-npm2yarn)');
      expect(squash(await readFile(join(site, 'zapsite.config.ts'), 'utf8'))).toContain(
        squash("remarkPlugins: [['@docusaurus/remark-plugin-npm2yarn', { sync: true }]]"),
      );
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});

describe('a warm build after a plugin file changes', () => {
  it("renders the pages again with the plugin's new code, though no page changed", async () => {
    const file = join(root, 'src/remark/stamp.mjs');
    await writeFile(file, STAMP.replace("options.word ?? 'NONE'", "`${options.word ?? 'NONE'}, twice`"));
    try {
      const warm = await zapsite(['build', '--root', root, '--out', join(dir, 'out-warm')]);
      expect(warm.stderr).not.toMatch(/error\[/);
      expect(warm.code).toBe(0);
      expect(await readFile(join(dir, 'out-warm/docs/intro/index.html'), 'utf8')).toContain('Stamped DOCS, twice here');
      expect(await readFile(join(dir, 'out-warm/blog/2026/01/02/first/index.html'), 'utf8')).toContain(
        'Stamped BLOG, twice here',
      );
    } finally {
      await writeFile(file, STAMP);
    }
  });
});

describe('migrate carries over a local plugin file whose import the site lacks', () => {
  it('written as the default export, it is named by its path; the build then names the missing package', async () => {
    const base = await mkdtemp(join(tmpdir(), 'zapsite-migrate-md-plugins-'));
    try {
      const site = join(base, 'site');
      await mkdir(join(site, 'src/remark'), { recursive: true });
      await mkdir(join(site, 'docs'), { recursive: true });
      await writeFile(join(site, 'docs/intro.md'), '# Intro\n\nHello.\n');
      await writeFile(
        join(site, 'src/remark/needs.ts'),
        "import { visit } from 'unist-util-absent';\n\nexport default function needs() {\n  return (tree: unknown) => visit(tree);\n}\n",
      );
      const config = [
        "import needs from './src/remark/needs.ts';",
        'export default {',
        "  title: 'Needs', url: 'https://needs.example.org', baseUrl: '/',",
        "  presets: [['classic', { docs: { remarkPlugins: [needs] } }]],",
        '};',
        '',
      ].join('\n');
      await writeFile(join(site, 'docusaurus.config.ts'), config);
      const run = await zapsite(['migrate', '--from', 'docusaurus', '--root', site]);
      expect(run.code).toBe(0);
      expect(run.stdout).not.toContain('not the default export');
      expect(await readFile(join(site, 'zapsite.config.ts'), 'utf8')).toMatch(
        /remarkPlugins: \[\s*'\.\/src\/remark\/needs\.ts',?\s*\]/,
      );
      const built = await zapsite(['build', '--root', site, '--out', join(base, 'out')]);
      expect(built.code).not.toBe(0);
      expect(built.stdout + built.stderr).toContain('unist-util-absent');
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});

describe('a plugin migrate cannot name', () => {
  it('a package not installed is left out, with what to do; a named export of a local file is taken from the config', async () => {
    const base = await mkdtemp(join(tmpdir(), 'zapsite-migrate-md-plugins-'));
    try {
      const site = join(base, 'site');
      await mkdir(join(site, 'src/remark'), { recursive: true });
      await mkdir(join(site, 'docs'), { recursive: true });
      await writeFile(join(site, 'docs/intro.md'), '# Intro\n\nHello.\n');
      await writeFile(
        join(site, 'src/remark/several.js'),
        [
          'exports.first = function first() { return () => {}; };',
          'exports.second = function second() {',
          "  return (tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Second was here.' }] }); };",
          '};',
          '',
        ].join('\n'),
      );
      const config = [
        "const { second } = require('./src/remark/several.js');",
        'module.exports = {',
        "  title: 'Left out', url: 'https://left.example.org', baseUrl: '/',",
        "  presets: [['classic', { docs: { remarkPlugins: [require('remark-absent'), second] } }]],",
        '};',
        '',
      ].join('\n');
      await writeFile(join(site, 'docusaurus.config.js'), config);
      const run = await zapsite(['migrate', '--from', 'docusaurus', '--root', site]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(
        "docs.remarkPlugins: the plugin from remark-absent is left out: the package is not installed in the site. Install it, then add 'remark-absent' to docs.remarkPlugins in zapsite.config.ts.",
      );
      expect(run.stdout).toContain('docs.remarkPlugins (the plugin second from docusaurus.config.js)');
      expect(squash(await readFile(join(site, 'zapsite.config.ts'), 'utf8'))).toContain(
        squash(
          "remarkPlugins: [{ docusaurusConfig: './docusaurus.config.js', path: ['presets', 0, 1, 'docs', 'remarkPlugins', 1] }]",
        ),
      );
      const built = await zapsite(['build', '--root', site, '--out', join(base, 'out')]);
      expect(built.stderr).not.toMatch(/error\[/);
      expect(built.code).toBe(0);
      expect(await readFile(join(base, 'out/docs/intro/index.html'), 'utf8')).toContain('<p>Second was here.</p>');
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });
});

// A workspace package of TypeScript (`main: src/index.ts`, linked into node_modules from outside
// it, as react-native-website's remark plugins are): Docusaurus loads it through jiti, which drops
// an import used only as a type; Node's own type stripping would keep `import { Root } from 'mdast'`
// and fail, since mdast is a types-only package the site need not install.
const SHOUT = `import { Root } from 'mdast';

const PREFIX: string = 'shout: ';

export default function shout() {
  return (tree: Root) => {
    const walk = (node: any): void => {
      if (node.type === 'text' && node.value.startsWith(PREFIX)) node.value = node.value.slice(PREFIX.length).toUpperCase();
      for (const child of node.children ?? []) walk(child);
    };
    walk(tree);
  };
}
`;

describe('migrate and build with a remark plugin from a workspace package of TypeScript', () => {
  it('names it by its package, and the build runs it', async () => {
    const site = join(dir, 'workspace');
    const files: Record<string, string> = {
      'website/docusaurus.config.js': `import shout from '@kiln/remark-shout';
export default {
  title: 'Kiln', url: 'https://kiln.example.org', baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [shout] }, blog: false }]],
};
`,
      'website/docs/intro.md': '# Intro\n\nshout: quiet words\n',
      'website/src/pages/index.md': '# Kiln\n\nThe kiln is warm.\n',
      'packages/remark-shout/package.json': JSON.stringify({
        name: '@kiln/remark-shout',
        private: true,
        type: 'module',
        main: 'src/index.ts',
      }),
      'packages/remark-shout/src/index.ts': SHOUT,
    };
    for (const [path, text] of Object.entries(files)) {
      await put(site, path, text);
    }
    await mkdir(join(site, 'node_modules/@kiln'), { recursive: true });
    await symlink('../../packages/remark-shout', join(site, 'node_modules/@kiln/remark-shout'));
    const root = join(site, 'website');
    const migrated = await zapsite(['migrate', '--from', 'docusaurus', '--root', root]);
    expect(migrated.stderr).toBe('');
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toContain('  docs.remarkPlugins (@kiln/remark-shout)');
    const built = await zapsite(['build', '--root', root, '--out', join(site, 'out')]);
    expect(built.stderr).not.toMatch(/^(error|warning)/m);
    expect(built.code).toBe(0);
    expect(await readFile(join(site, 'out/docs/intro/index.html'), 'utf8')).toContain('<p>QUIET WORDS</p>');
  }, 120_000);
});

/**
 * A Docusaurus site of `files`, migrated and served by zapsite dev: its intro doc shows `before`;
 * once `edit` is written (path, text), it shows `after`.
 */
async function showsEditInDev(files: Record<string, string>, edit: [string, string], before: string, after: string) {
  const base = await mkdtemp(join(tmpdir(), 'zapsite-migrate-md-plugins-'));
  const site = join(base, 'site');
  const all = { ...files, 'docs/intro.md': '# Intro\n\nHello.\n', 'src/pages/index.md': '# Home\n\nWelcome.\n' };
  for (const [path, text] of Object.entries(all)) {
    await put(site, path, text);
  }
  const migrated = await zapsite(['migrate', '--from', 'docusaurus', '--root', site]);
  expect(migrated.code).toBe(0);
  const dev = await startDevServer(site);
  try {
    const intro = async () => (await fetch(`${dev.origin}/docs/intro`)).text();
    expect(await intro()).toContain(before);
    await writeFile(join(site, edit[0]), edit[1]);
    await dev.waitUntil(async () => (await intro()).includes(after), 'The doc never showed the edited plugin', 60_000);
  } finally {
    await dev.server.close();
    await rm(base, { recursive: true, force: true });
  }
  return migrated;
}

/** A remark plugin that adds a paragraph saying `words`. */
const adds = (words: string) =>
  `(tree) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: '${words}' }] }); }`;

describe('zapsite dev, when a remark plugin changes', () => {
  it("loads a plugin's own file again, and compiles the content again, when the file changes", async () => {
    const plugin = (words: string) => `export default function sign() {\n  return ${adds(words)};\n}\n`;
    const migrated = await showsEditInDev(
      {
        'src/remark/sign.mjs': plugin('Inked once.'),
        'docusaurus.config.js':
          "import sign from './src/remark/sign.mjs';\nexport default { title: 'Ink', url: 'https://ink.example.org', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: [sign] }, blog: false }]] };\n",
      },
      ['src/remark/sign.mjs', plugin('Inked twice.')],
      '<p>Inked once.</p>',
      '<p>Inked twice.</p>',
    );
    expect(migrated.stdout).toContain('docs.remarkPlugins (./src/remark/sign.mjs)');
  }, 120_000);

  it('loads a plugin taken from the Docusaurus config again when the file it comes from changes', async () => {
    // A named export: migrate takes it from the config, which then reads the file again.
    const plugins = (words: string) => `exports.second = function second() {\n  return ${adds(words)};\n};\n`;
    await showsEditInDev(
      {
        'src/remark/several.js': plugins('Stamped once.'),
        'docusaurus.config.js':
          "const { second } = require('./src/remark/several.js');\nmodule.exports = { title: 'Stamps', url: 'https://stamps.example.org', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: [second] }, blog: false }]] };\n",
      },
      ['src/remark/several.js', plugins('Stamped twice.')],
      '<p>Stamped once.</p>',
      '<p>Stamped twice.</p>',
    );
  }, 120_000);

  it('runs a plugin written in the Docusaurus config again when the config changes', async () => {
    const config = (words: string) =>
      `module.exports = { title: 'Signs', url: 'https://signs.example.org', baseUrl: '/', presets: [['classic', { docs: { remarkPlugins: [() => ${adds(words)}] }, blog: false }]] };\n`;
    await showsEditInDev(
      { 'docusaurus.config.js': config('Signed once.') },
      ['docusaurus.config.js', config('Signed twice.')],
      '<p>Signed once.</p>',
      '<p>Signed twice.</p>',
    );
  }, 120_000);
});
