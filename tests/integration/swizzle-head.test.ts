// A swizzled component that gives <Head> tags while the classic theme draws the page (a DocItem/Content
// wrapper pointing at the doc's Markdown twin, as questdb's does): they end up in the page's <head>,
// once, as Docusaurus's helmet puts them there; the page's body carries nothing of them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedSite } from './temp-site.ts';
import { SHOP_DOCS_SITE } from '../helpers/shop-docs-site.ts';

const CONTENT = `import React from 'react';
import Head from '@docusaurus/Head';
import Content from '@theme-original/DocItem/Content';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

export default function ContentWithTwin(props) {
  const { metadata } = useDoc();
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={metadata.permalink + '.md'} />
        <meta name="lamp-shelf" content="docs" />
      </Head>
      <Content {...props} />
    </>
  );
}
`;

const site = migratedSite('swizzle-head', {
  ...SHOP_DOCS_SITE,
  'docs/intro.md': '# Intro\n\nLight the lamp.\n',
  'src/theme/DocItem/Content/index.js': CONTENT,
});

describe("a swizzled component's <Head>", () => {
  it("puts its tags in the page's head, once", async () => {
    expect(site.built.stdout + site.built.stderr).not.toMatch(/error\[|warning\[swizzle-/);
    expect(site.built.code).toBe(0);
    const html = await readFile(join(site.out, 'docs/intro/index.html'), 'utf8');
    const [head, body] = html.split('</head>') as [string, string];
    expect(head.match(/<link rel="alternate" type="text\/markdown" href="\/shop\/docs\/intro.md"\/>/g)).toHaveLength(1);
    expect(head.match(/<meta name="lamp-shelf" content="docs"\/>/g)).toHaveLength(1);
    expect(body).not.toContain('lamp-shelf');
    expect(body).toContain('Light the lamp.');
  });
});
