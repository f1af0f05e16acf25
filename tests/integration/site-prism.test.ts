// A Docusaurus site's Prism languages colour its code as Docusaurus's build colours it: the config's
// `prism.additionalLanguages` (a Prism alias such as ```rb included) and the languages its own
// src/theme/prism-include-languages registers on the Prism object it is handed (content/site-prism.ts),
// beside the set Docusaurus colours on its own; any other language stays plain, as in Docusaurus.
// A language nobody can provide stays plain, with a warning where it is asked for. A real CLI
// build with build workers (each thread has its own Prism).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';

const colour = (group: string, text: string) => `<span style="color:var(--zs-code-token-${group})">${text}</span>`;

describe("a site's Prism languages", () => {
  let site: TempSite;
  let out: string;
  let build: Awaited<ReturnType<typeof zapsite>>;
  let html: string;

  beforeAll(async () => {
    site = await copyFixture('classic-site');
    out = join(site.dir, 'out');
    const configPath = join(site.root, 'zapsite.config.ts');
    const config = await readFile(configPath, 'utf8');
    await writeFile(
      configPath,
      config.replace(
        "  theme: { name: 'classic'",
        "  prism: {\n    additionalLanguages: ['lua', 'ruby', 'wickscript'],\n  },\n  theme: { name: 'classic'",
      ),
    );
    // As a site swizzles it: Docusaurus's loop over the config's languages, then its own grammar.
    await put(
      site.root,
      'src/theme/prism-include-languages.js',
      `import siteConfig from '@generated/docusaurus.config';
import defineLampScript from '../prism/lampscript';

export default function prismIncludeLanguages(PrismObject) {
  const { additionalLanguages } = siteConfig.themeConfig.prism;
  globalThis.Prism = PrismObject;
  additionalLanguages.forEach((lang) => {
    require(\`prismjs/components/prism-\${lang}\`);
  });
  require('prismjs/components/prism-candlescript');
  delete globalThis.Prism;
  defineLampScript(PrismObject);
}
`,
    );
    // Built on Lua, which only the config's additionalLanguages loads before it runs.
    await put(
      site.root,
      'src/prism/lampscript.js',
      `export default function defineLampScript(Prism) {
  Prism.languages.lampscript = Prism.languages.extend('lua', {
    keyword: /\\b(?:light|dim|local)\\b/,
  });
}
`,
    );
    await put(
      site.root,
      'docs/schedule.md',
      '# Schedule\n\n```lampscript\nlocal wick = 3 -- trimmed\nlight 7\n```\n\n```lua\nprint("oil")\n```\n\n```rb\nputs "oil"\n```\n\n```candlescript\nflame on\n```\n\n```wickscript\ntrim 2\n```\n\n```bash\ntrim --wick 2 # short\n```\n\n```sh\necho lit\n```\n\n```json\n{ "wick": 3 }\n```\n',
    );
    // Two build workers render the pages: each runs the site's languages itself.
    build = await zapsite(['build', '--root', site.root, '--out', out], { ZAPSITE_WORKERS: '2' });
    html = await readFile(join(out, 'docs/schedule/index.html'), 'utf8');
  }, 120_000);
  afterAll(() => site.remove());

  it("colours the site's own grammar, built on a language from additionalLanguages", () => {
    expect(build.code).toBe(0);
    expect(html).toContain(colour('keyword', 'local'));
    expect(html).toContain(colour('keyword', 'light'));
    expect(html).toContain(colour('constant', '7'));
    expect(html).toContain(colour('comment', '-- trimmed'));
  });

  it('colours the languages of additionalLanguages, under their Prism aliases too', () => {
    expect(html).toContain(colour('string', '"oil"'));
    expect(html).toMatch(
      /<span class="line">.*puts.*<span style="color:var\(--zs-code-token-string\)">"oil"<\/span><\/span>/,
    );
  });

  it('leaves plain what Docusaurus leaves plain: a language outside its own set that the site does not add', () => {
    // Docusaurus's highlighter has no shell grammar; JSON it has.
    expect(html).toContain('<span class="line"><span>trim --wick 2 # short</span></span>');
    expect(html).toContain('<span class="line"><span>echo lit</span></span>');
    expect(html).toContain(colour('parameter', '"wick"'));
  });

  it('leaves a language no grammar provides plain, warning where the site or the config asks for it', () => {
    expect(html).toContain('<span class="line"><span>flame on</span></span>');
    expect(html).toContain('<span class="line"><span>trim 2</span></span>');
    expect(build.stderr).toContain(
      'warning[prism-language-plain]: The Prism language "candlescript" the site loads (prismjs/components/prism-candlescript) is not highlighted',
    );
    expect(build.stderr).toContain('--> src/theme/prism-include-languages.js:10:12');
    expect(build.stderr).toContain("10 |   require('prismjs/components/prism-candlescript');");
    expect(build.stderr).toContain(
      'warning[prism-language-plain]: The Prism language "wickscript" in prism.additionalLanguages is not highlighted',
    );
    expect(build.stderr).toMatch(/--> zapsite\.config\.ts:\d+:\d+/);
    expect(build.stderr).toContain("additionalLanguages: ['lua', 'ruby', 'wickscript'],");
    expect(build.stderr).not.toMatch(/"(?:lampscript|lua|ruby)"/);
    expect(build.stderr).toContain('0 errors, 2 warnings');
  });
  it('runs a file of the shape Docusaurus 2 wrote: it guards with canUseDOM, hands Prism over on window, builds on SQL', async () => {
    // Docusaurus runs it in the browser, as a client module: there canUseDOM is true and window is there.
    const older = await copyFixture('classic-site');
    try {
      await put(
        older.root,
        'src/theme/prism-include-languages.js',
        `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export default function prismIncludeLanguages(PrismObject) {
  if (ExecutionEnvironment.canUseDOM) {
    window.Prism = PrismObject;
    // Built on Docusaurus's own SQL, which its Prism holds before the function runs.
    Prism.languages.sql.keyword = /\\b(?:trim|light)\\b/i;
    Prism.languages.wickql = Prism.languages.extend('sql', {});
    delete window.Prism;
  }
}
`,
      );
      await put(older.root, 'docs/schedule.md', '# Schedule\n\n```wickql\ntrim 2\n```\n');
      const r = await zapsite(['build', '--root', older.root, '--out', join(older.dir, 'out')]);
      expect(r.code).toBe(0);
      expect(r.stderr).not.toContain('prism-language-plain');
      const page = await readFile(join(older.dir, 'out/docs/schedule/index.html'), 'utf8');
      expect(page).toContain(colour('keyword', 'trim'));
    } finally {
      await older.remove();
    }
  }, 120_000);

  it('warns at the assignment of a language its function failed to register, naming the error', async () => {
    const broken = await copyFixture('classic-site');
    try {
      await put(
        broken.root,
        'src/theme/prism-include-languages.js',
        "export default function prismIncludeLanguages(Prism) {\n  Prism.languages.lampscript = Prism.languages.extend('wick', { keyword: /light/ });\n}\n",
      );
      await put(broken.root, 'docs/schedule.md', '# Schedule\n\n```lampscript\nlight 7\n```\n');
      const r = await zapsite(['build', '--root', broken.root, '--out', join(broken.dir, 'out')]);
      expect(r.code).toBe(0);
      expect(r.stderr).toContain(
        `warning[prism-language-plain]: The site's Prism language "lampscript" is not highlighted: running src/theme/prism-include-languages.js failed (`,
      );
      expect(r.stderr).toContain('--> src/theme/prism-include-languages.js:2:3');
      const page = await readFile(join(broken.dir, 'out/docs/schedule/index.html'), 'utf8');
      expect(page).toContain('<span class="line"><span>light 7</span></span>');
    } finally {
      await broken.remove();
    }
  }, 120_000);
  it("runs Prism's tokenizer hooks but not its HTML ones, and leaves a block its grammar throws on plain, with a warning at the block", async () => {
    const hooked = await copyFixture('classic-site');
    try {
      await put(
        hooked.root,
        'src/theme/prism-include-languages.js',
        "import addLanterns from '../prism/lanterns';\n\nexport default function prismIncludeLanguages(Prism) {\n  addLanterns(Prism);\n}\n",
      );
      // As grammar packages written for Prism's own HTML output do (prism-svelte's entity titles):
      // a 'wrap' hook that reads env.content as a string. And a grammar whose tokenize hook throws.
      await put(
        hooked.root,
        'src/prism/lanterns.js',
        `export default function addLanterns(Prism) {
  Prism.languages.lantern = { keyword: /\\b(?:glow|fade)\\b/, entity: /&amp;/ };
  Prism.hooks.add('wrap', (env) => {
    if (env.type === 'entity') env.attributes.title = env.content.replace(/&amp;/, '&');
  });
  Prism.languages.brittle = { keyword: /\\bsnap\\b/ };
  Prism.hooks.add('before-tokenize', (env) => {
    if (env.language === 'brittle') throw new Error('the wick is wet');
  });
}
`,
      );
      await put(
        hooked.root,
        'docs/lamps.md',
        '# Lamps\n\n```lantern\nglow &amp; fade\n```\n\nThen:\n\n```brittle\nsnap 3\n```\n',
      );
      // The same in MDX, inside an element.
      await put(hooked.root, 'docs/wicks.mdx', '# Wicks\n\n<div>\n\n```brittle\nsnap 4\n```\n\n</div>\n');
      const r = await zapsite(['build', '--root', hooked.root, '--out', join(hooked.dir, 'out')]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).not.toContain('Unexpected error');
      expect(r.stderr).toContain(
        'warning[highlight-failed]: Colouring this ```brittle code block threw (the wick is wet), so it is shown as plain text.',
      );
      expect(r.stderr).toContain('--> docs/lamps.md:9:1');
      expect(r.stderr).toContain('--> docs/wicks.mdx:5:1');
      expect(r.stderr.match(/^warning\[highlight-failed\]:/gm)).toHaveLength(2);
      const page = await readFile(join(hooked.dir, 'out/docs/lamps/index.html'), 'utf8');
      expect(page).toContain(colour('keyword', 'glow'));
      expect(page).toContain('<span class="line"><span>snap 3</span></span>');
      const mdx = await readFile(join(hooked.dir, 'out/docs/wicks/index.html'), 'utf8');
      expect(mdx).toContain('<span class="line"><span>snap 4</span></span>');
    } finally {
      await hooked.remove();
    }
  }, 120_000);
});
