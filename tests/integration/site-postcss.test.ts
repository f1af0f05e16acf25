// A plugin's configurePostCss(): the PostCSS plugins it adds run over every stylesheet of the site
// (theme.customCss, a CSS module a React page imports, one an MDX component imports), as
// Docusaurus's postcss-loader runs them. First a PostCSS plugin written in the config (no package),
// then Tailwind 3 from the npm registry (cached), in a Docusaurus site migrated and built from its
// own folder, as its owner would: only the utilities its pages use are in the CSS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { zapsite } from '../helpers/cli.ts';
import { linkPackages } from '../helpers/npm-packages.ts';
import { startDevServer, type DevForTest } from '../helpers/dev-server.ts';

const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

async function writeSite(files: Record<string, string>): Promise<{ root: string; out: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'zapsite-postcss-'));
  made.push(dir);
  const root = join(dir, 'site');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return { root, out: join(dir, 'out') };
}

/** Every stylesheet the build wrote, joined. */
async function allCss(dir: string): Promise<string> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.css'));
  return (await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')))).join('\n');
}

// A PostCSS plugin object, as a site's own plugin may push one: `brand` becomes a colour, and
// `brand-x` is an error at its declaration.
const BRAND_PLUGIN = `function brandColours() {
  return {
    name: 'brand-colours',
    configurePostCss(options) {
      // Docusaurus's own first entry is there to edit, as its comment invites.
      options.plugins[0][1].stage = 3;
      options.plugins.push({
        postcssPlugin: 'brand',
        Declaration(decl) {
          if (decl.value === 'brand-x') throw decl.error('brand-x is not a brand colour', { word: 'brand-x' });
          if (decl.value === 'brand') decl.value = '#0a7f6f';
        },
      });
      return options;
    },
  };
}`;

const BRAND_SITE: Record<string, string> = {
  'zapsite.config.ts': `import { defineConfig } from 'zapsite/config';
export default defineConfig({
  title: 'Kiln',
  url: 'https://kiln.example.org',
  baseUrl: '/',
  docs: { path: 'docs' },
  blog: false,
  pages: { path: 'src/pages' },
  theme: { name: 'classic', customCss: './src/css/custom.css' },
  plugins: [${BRAND_PLUGIN}],
});
`,
  'src/css/custom.css': '.navbar {\n  border-color: brand;\n}\n',
  'src/pages/index.module.css': '.hero {\n  color: brand;\n}\n',
  'src/pages/index.tsx': `import Layout from '@theme/Layout';
import styles from './index.module.css';
export default function Home() {
  return <Layout title="Kiln"><main className={styles.hero}>Fired at cone six.</main></Layout>;
}
`,
  'src/components/Glaze.tsx': `import styles from './Glaze.module.css';
export default function Glaze() {
  return <p className={styles.glaze}>Celadon</p>;
}
`,
  'src/components/Glaze.module.css': '.glaze {\n  background: brand;\n}\n',
  'docs/glazes.mdx': "import Glaze from '@site/src/components/Glaze';\n\n# Glazes\n\n<Glaze />\n",
};

describe('configurePostCss, with a PostCSS plugin written in the config', () => {
  let built: Awaited<ReturnType<typeof zapsite>>;
  let out: string;
  beforeAll(async () => {
    const site = await writeSite(BRAND_SITE);
    out = site.out;
    built = await zapsite(['build', '--root', site.root, '--out', out]);
  }, 60_000);

  it('builds, with no warning about the hook', () => {
    expect(built.stderr).not.toMatch(/^(error|warning)/m);
    expect(built.code).toBe(0);
  });

  it('runs the plugin over customCss, a page CSS module and an MDX component CSS module', async () => {
    const css = await allCss(out);
    expect(css).not.toMatch(/:\s*brand\b/);
    expect(css).toMatch(/\.navbar\s*\{\s*border-color:\s*#0a7f6f/);
    expect(css).toMatch(/\.[\w-]*hero[\w-]*\s*\{\s*color:\s*#0a7f6f/);
    expect(css).toMatch(/\.[\w-]*glaze[\w-]*\s*\{\s*background:\s*#0a7f6f/);
  });

  it("reports the plugin's CSS error at the stylesheet's line, and writes nothing", async () => {
    const site = await writeSite({
      ...BRAND_SITE,
      'src/components/Glaze.module.css': '.glaze {\n  background: brand-x;\n}\n',
    });
    const run = await zapsite(['build', '--root', site.root, '--out', site.out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error[css-postcss]: PostCSS: brand-x is not a brand colour');
    expect(run.stderr).toContain('--> src/components/Glaze.module.css:2:15');
    expect(existsSync(site.out)).toBe(false);
  });
});

// Tailwind is the site's own package, as Docusaurus sites install it; taken from the registry once.
const TAILWIND = 'tailwindcss@3.4.19';

describe('Tailwind through configurePostCss, in a Docusaurus site built from its folder', () => {
  let root: string;
  let out: string;
  let built: Awaited<ReturnType<typeof zapsite>>;
  beforeAll(async () => {
    ({ root, out } = await writeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Kiln', url: 'https://kiln.example.org', baseUrl: '/',
  presets: [['classic', { docs: { path: 'docs' }, blog: false, theme: { customCss: './src/css/custom.css' } }]],
  plugins: [function tailwindPlugin() {
    return { name: 'tailwindcss', configurePostCss(options) { options.plugins.push(require('tailwindcss')); return options; } };
  }],
};
`,
      'tailwind.config.js':
        "module.exports = { content: ['./src/**/*.{js,jsx,ts,tsx}', './docs/**/*.{md,mdx}'], corePlugins: { preflight: false } };\n",
      'src/css/custom.css': '@tailwind utilities;\n',
      'src/pages/index.js':
        'import Layout from \'@theme/Layout\';\nexport default function Home() {\n  return <Layout title="Kiln"><main className="tracking-widest">Kiln log</main></Layout>;\n}\n',
      'docs/firing.mdx': '# Firing\n\n<p className="underline">Cone six, slow cool.</p>\n',
    }));
    linkPackages(root, [TAILWIND]);
    const migrated = await zapsite(['migrate', '--from', 'docusaurus'], {}, root);
    expect(migrated.code).toBe(0);
    built = await zapsite(['build', '--out', out], {}, root);
  }, 300_000);

  it('builds', () => {
    expect(built.stderr).not.toMatch(/^(error|warning)/m);
    expect(built.code).toBe(0);
  });

  it('has the utilities the pages and docs use, and no others', async () => {
    const css = await allCss(out);
    expect(css).toMatch(/\.tracking-widest\s*\{\s*letter-spacing:\s*\.1em/);
    expect(css).toMatch(/\.underline\s*\{\s*text-decoration-line:\s*underline/);
    expect(css).not.toContain('@tailwind');
    expect(css).not.toContain('.tracking-tight');
  });
});

describe('Tailwind in zapsite dev', () => {
  let dev: DevForTest | undefined;
  afterAll(async () => {
    await dev?.server.close();
  });

  it('puts a utility a saved page starts to use into the stylesheet the page then links', async () => {
    const site = await writeSite({
      // Tailwind's config named by its path and its content read from it: the dev server runs in
      // this test's process, whose working folder is not the site's.
      'zapsite.config.ts': `import { defineConfig } from 'zapsite/config';
import { join } from 'node:path';
export default defineConfig({
  title: 'Kiln', url: 'https://kiln.example.org', baseUrl: '/',
  docs: { path: 'docs' }, blog: false, pages: { path: 'src/pages' },
  theme: { name: 'classic', customCss: './src/css/custom.css' },
  plugins: [function tailwindPlugin() {
    return { name: 'tailwindcss', configurePostCss(options) { options.plugins.push(require('tailwindcss')(join(__dirname, 'tailwind.config.js'))); return options; } };
  }],
});
`,
      'tailwind.config.js':
        "module.exports = { content: { relative: true, files: ['./docs/**/*.mdx'] }, corePlugins: { preflight: false } };\n",
      'src/css/custom.css': '@tailwind utilities;\n',
      'docs/firing.mdx': '# Firing\n\n<p className="underline">Cone six.</p>\n',
    });
    linkPackages(site.root, [TAILWIND]);
    dev = await startDevServer(site.root);
    const { origin } = dev;
    const css = async () => {
      const page = await (await fetch(`${origin}/docs/firing/`)).text();
      const sheets = [...page.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
      return (await Promise.all(sheets.map(async (s) => (await fetch(origin + s)).text()))).join('\n');
    };
    await dev.waitUntil(async () => (await css()).includes('.underline'), 'the first build has .underline');
    expect(await css()).not.toContain('.italic');
    await writeFile(join(site.root, 'docs/firing.mdx'), '# Firing\n\n<p className="italic">Cone six, slowly.</p>\n');
    await dev.waitUntil(async () => (await css()).includes('.italic'), 'the rebuilt stylesheet has .italic');
  }, 120_000);
});
