// A swizzled CodeBlock highlights with prism-react-renderer's Prism, as Docusaurus's does: the site's
// languages are put on that Prism as Docusaurus's classic theme puts them, by running
// @theme/prism-include-languages on it (the site's own file, or Docusaurus's, which requires each of
// prism.additionalLanguages from prismjs). The packages here are small stand-ins of our own, in the
// site's node_modules: a Prism that only keeps languages, and a prismjs grammar file that registers
// one on the global Prism, required at run time from the site's folder, not zapsite's.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';
import { SHOP_DOCS_SITE } from '../helpers/shop-docs-site.ts';

const STAND_INS = {
  'node_modules/prism-react-renderer/package.json':
    '{ "name": "prism-react-renderer", "version": "2.4.1", "main": "index.js" }\n',
  'node_modules/prism-react-renderer/index.js':
    'const Prism = { languages: { sql: { keyword: /select/ } } };\nexports.Prism = Prism;\nexports.Highlight = function Highlight({ language, code, children }) {\n  return children({ known: Boolean(Prism.languages[language]), code });\n};\n',
  'node_modules/prismjs/package.json': '{ "name": "prismjs", "version": "1.30.0" }\n',
  'node_modules/prismjs/components/prism-wickscript.js': 'Prism.languages.wickscript = { keyword: /trim/ };\n',
};

// Ejected as a site does: it marks each block with what its Prism knows of the language.
const CODE_BLOCK = `import React from 'react';
import { Highlight } from 'prism-react-renderer';
export default function CodeBlock({ children, className }) {
  const language = (className ?? '').replace('language-', '');
  return (
    <Highlight language={language} code={String(children)}>
      {({ known, code }) => <pre className={'lamp-code ' + (known ? 'known' : 'plain')} data-language={language}>{code}</pre>}
    </Highlight>
  );
}
`;

const DOC = '# Blocks\n\n```wickscript\ntrim 2\n```\n\n```lampsql\nselect oil\n```\n\n```unknown\nsomething\n```\n';

const withLanguages = (config: string) =>
  config.replace('  presets:', "  themeConfig: { prism: { additionalLanguages: ['wickscript'] } },\n  presets:");

const fromConfig = migratedSite('swizzled-codeblock-prism', {
  ...SHOP_DOCS_SITE,
  ...STAND_INS,
  'docusaurus.config.js': withLanguages(SHOP_DOCS_SITE['docusaurus.config.js']),
  'src/theme/CodeBlock/index.js': CODE_BLOCK,
  'docs/blocks.md': DOC,
});

// A file of the shape Docusaurus 2 wrote: it loads the config's languages, then adds one built on SQL.
const INCLUDE = `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
export default function prismIncludeLanguages(PrismObject) {
  if (ExecutionEnvironment.canUseDOM) {
    window.Prism = PrismObject;
    siteConfig.themeConfig.prism.additionalLanguages.forEach((lang) => require(\`prismjs/components/prism-\${lang}\`));
    Prism.languages.lampsql = { ...Prism.languages.sql };
    delete window.Prism;
  }
}
`;

const ownFile = migratedSite('swizzled-codeblock-prism-own', {
  ...SHOP_DOCS_SITE,
  ...STAND_INS,
  'docusaurus.config.js': withLanguages(SHOP_DOCS_SITE['docusaurus.config.js']),
  'src/theme/CodeBlock/index.js': CODE_BLOCK,
  'src/theme/prism-include-languages.js': INCLUDE,
  'docs/blocks.md': DOC,
});

async function blocks(out: string): Promise<string[]> {
  const html = await readFile(join(out, 'docs/blocks/index.html'), 'utf8');
  return [...html.matchAll(/<pre class="lamp-code (\w+)" data-language="(\w+)">/g)].map((m) => `${m[2]}: ${m[1]}`);
}

describe("a swizzled CodeBlock's Prism", () => {
  it("has the config's additionalLanguages, as Docusaurus's own prism-include-languages gives them", async () => {
    expect(fromConfig.built.stdout + fromConfig.built.stderr).not.toMatch(/error\[/);
    expect(fromConfig.built.code).toBe(0);
    await expect(blocks(fromConfig.out)).resolves.toEqual(['wickscript: known', 'lampsql: plain', 'unknown: plain']);
  });

  it("has what the site's own prism-include-languages adds, run as the browser runs it", async () => {
    expect(ownFile.built.code).toBe(0);
    await expect(blocks(ownFile.out)).resolves.toEqual(['wickscript: known', 'lampsql: known', 'unknown: plain']);
  });
});
