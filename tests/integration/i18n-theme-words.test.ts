// The classic theme's own words in the site's language, as Docusaurus gives them: the messages of
// @docusaurus/theme-translations for the locale (theme-common.json, read from the site's installed
// package) under the site's own i18n/<locale>/code.json. Built by the real CLI on a copy of the
// i18n-site fixture (English, French, Hebrew), with a stand-in theme-translations package in its
// node_modules whose French messages are our own; Hebrew has none, so it keeps English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zapsite } from '../helpers/cli.ts';
import { copyFixture, put, type TempSite } from './temp-site.ts';
import { localesToTry } from '../../generator/i18n/theme-defaults.ts';

let site: TempSite;
let out: string;
const page = (url: string) => readFile(join(out, url, 'index.html'), 'utf8');
const json = (s: object) => JSON.stringify(s, null, 2);

const FRENCH = {
  'theme.common.editThisPage': 'Proposer une retouche',
  'theme.common.editThisPage___DESCRIPTION': 'A note for translators, never shown',
  'theme.docs.paginator.next': 'Page suivante',
  'theme.docs.paginator.previous': 'Page d’avant',
  'theme.TOCCollapsible.toggleButtonLabel': 'Dans ces lignes',
  'theme.common.headingLinkTitle': 'Lien vers « {heading} »',
  'theme.common.skipToMainContent': 'Aller au texte',
  'theme.admonition.note': 'à retenir',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copier ce code',
  'theme.tags.tagsListLabel': 'Étiquettes :',
  'theme.blog.post.readMore': 'La suite',
  'theme.blog.paginator.navAriaLabel': 'Pages du journal',
  'theme.blog.tagTitle': '{nPosts} avec « {tagName} »',
  'theme.blog.post.plurals': '{count} billet|{count} billets',
  'theme.docs.DocCard.categoryDescription.plurals': '{count} fiche|{count} fiches',
  'theme.NotFound.title': 'Rien à cette adresse',
  'theme.DocSidebarItem.expandCategoryAriaLabel': 'Déplier « {label} »',
  'theme.lastUpdated.atDate': ' le {date}',
  'theme.lastUpdated.byUser': ' par {user}',
  'theme.lastUpdated.lastUpdatedAtBy': 'Retouché{atDate}{byUser}',
  'theme.tags.tagsPageLink': 'Toutes les étiquettes',
  'theme.IconExternalLink.ariaLabel': '(dans un nouvel onglet)',
  // An id of Docusaurus 3.0-3.4, as an older package or code.json has it.
  'theme.unlistedContent.title': 'Page à part',
};

// The search theme's messages, in their own file as in the package.
const FRENCH_SEARCH = {
  'theme.SearchBar.label': 'Chercher',
  'theme.SearchModal.placeholder': 'Chercher dans les notes',
  'theme.SearchPage.emptyResultsTitle': 'Chercher dans le carnet',
};

beforeAll(async () => {
  site = await copyFixture('i18n-site');
  out = join(site.root, 'build');
  const r = site.root;
  const pkg = 'node_modules/@docusaurus/theme-translations';
  await put(r, `${pkg}/package.json`, json({ name: '@docusaurus/theme-translations', version: '3.10.0' }));
  await put(r, `${pkg}/locales/fr/theme-common.json`, json(FRENCH));
  await put(r, `${pkg}/locales/fr/theme-search-algolia.json`, json(FRENCH_SEARCH));
  // The package's English master, with its notes for translators (our own words).
  await put(
    r,
    `${pkg}/locales/base/theme-common.json`,
    json({
      'theme.common.editThisPage': 'Edit this page',
      'theme.common.editThisPage___DESCRIPTION': 'The link to edit the page',
      'theme.docs.paginator.next': 'Next',
      'theme.docs.paginator.next___DESCRIPTION': 'The label of the link to the next doc',
      'theme.BackToTopButton.buttonAriaLabel': 'Scroll back to top',
    }),
  );
  const config = await readFile(join(r, 'zapsite.config.ts'), 'utf8');
  const docs = "docs: { path: 'docs', sidebarPath: 'sidebars.ts', lastVersion: 'current' },";
  expect(config).toContain(docs);
  await put(
    r,
    'zapsite.config.ts',
    config
      .replace("pages: { path: 'src/pages' },", "pages: { path: 'src/pages' },\n  search: { searchBar: true },")
      .replace(
        docs,
        docs.replace(
          "lastVersion: 'current'",
          "lastVersion: 'current', editUrl: 'https://example.com/edit/', showLastUpdateTime: true, showLastUpdateAuthor: true",
        ),
      ),
  );
  await put(
    r,
    'sidebars.ts',
    `export default {
  notes: [
    'centering',
    {
      type: 'category',
      label: 'Studio',
      link: { type: 'generated-index' },
      items: [{ type: 'category', label: 'Firing', items: ['kiln/bisque', 'kiln/glaze'] }],
    },
  ],
};
`,
  );
  await put(
    r,
    'i18n/fr/docusaurus-plugin-content-docs/current/centering.md',
    `---
title: Centrer la terre
last_update:
  date: 2026-01-05
  author: Inès
---

Appuyez des deux paumes jusqu'à ce que la motte ne bouge plus, comme le montre [le fournisseur](https://clay.example.org/).

## Les mains

:::note

Mouillez-les d'abord.

:::

\`\`\`text
paumes, puis pouces
\`\`\`
`,
  );
  // A swizzled doc footer of the site's own that renders @theme/EditThisPage beside the theme's, as sites wrap it.
  await put(
    r,
    'src/theme/DocItem/Footer/index.js',
    `import React from 'react';
import EditThisPage from '@theme/EditThisPage';
import Footer from '@theme-original/DocItem/Footer';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

export default function DocItemFooter(props) {
  const { metadata } = useDoc();
  return (
    <>
      <Footer {...props} />
      <footer className="shelf-footer">{metadata.editUrl ? <EditThisPage editUrl={metadata.editUrl} /> : null}</footer>
    </>
  );
}
`,
  );
  await put(
    r,
    'i18n/fr/docusaurus-plugin-content-docs/current/kiln/glaze.md',
    '---\ntitle: Émailler\nunlisted: true\n---\n\nTremper la pièce une fois.\n',
  );
  // The site's own translation wins over the package's.
  const code = JSON.parse(await readFile(join(r, 'i18n/fr/code.json'), 'utf8')) as object;
  await put(r, 'i18n/fr/code.json', json({ ...code, 'theme.docs.paginator.next': { message: 'Ensuite' } }));
  const run = await zapsite(['build', '--root', r]);
  expect(run.stderr + run.stdout).toContain('Built ');
  expect(run.code).toBe(0);
}, 120_000);
afterAll(() => site?.remove());

describe("the classic theme's words in the site's language", () => {
  it("writes a French doc's theme text from the package's French, the site's code.json winning", async () => {
    const fr = await page('/fr/docs/centering/');
    expect(fr).toContain('Proposer une retouche</a>');
    expect(fr).not.toContain('Edit this page');
    expect(fr).not.toContain('A note for translators');
    // code.json's "Ensuite" over the package's "Page suivante".
    expect(fr).toContain('<div class="pagination-nav__sublabel">Ensuite</div>');
    expect(fr).not.toContain('Page suivante');
    expect(fr).toContain('<summary class="clean-btn tocCollapsibleButton_TO0P">Dans ces lignes</summary>');
    expect(fr).toContain('aria-label="Lien vers « Les mains »" title="Lien vers « Les mains »"');
    expect(fr).toMatch(
      /<a class="skipToContent_fXgn[^"]*" href="#__docusaurus_skipToContent_fallback">Aller au texte<\/a>/,
    );
    expect(fr).toMatch(/admonitionHeading[^>]*>.*à retenir<\/div>/s);
    expect(fr).toContain('aria-label="Copier ce code"');
    expect(fr).toMatch(/aria-describedby="zs-new-tab">le fournisseur<\/a>/);
    expect(fr).toContain('<span id="zs-new-tab" hidden="">(dans un nouvel onglet)</span></body>');
    expect(fr).toMatch(
      /<span class="theme-last-updated">Retouché le <b><time [^>]*>[^<]+<\/time><\/b> par <b>Inès<\/b><\/span>/,
    );
    // The sidebar's category caret; its collapse name stays English, as the package gives none.
    expect(fr).toMatch(/class="clean-btn menu__caret" aria-expanded="false" aria-label="Déplier « [^»]+ »"/);
    expect(fr).toContain('"categoryLabels":{"expand":"Déplier « {label} »","collapse":"Collapse sidebar category');
    // zapsite's search, in the words of Docusaurus's search theme.
    expect(fr).toContain('aria-label="Chercher (Ctrl+K)"');
    expect(fr).toMatch(/class="(?:DocSearch-Button-Placeholder|search-button__placeholder)">Chercher</);
    expect(fr).toContain('"theme.SearchModal.placeholder":"Chercher dans les notes"');
    expect(await page('/fr/search/')).toContain('Chercher dans le carnet');
    expect(await page('/search/')).toContain('Search the documentation');
    // Its hosted queries filter on the page's locale, as contextual search does; the page says it too.
    expect(fr).toMatch(/<script type="application\/json" data-island-props="SearchButton">[^<]*"language":"fr"/);
    expect(await page('/docs/centering/')).not.toMatch(/data-island-props="SearchButton">[^<]*"language":/);
    expect(fr).toContain('<meta name="docsearch:language" content="fr"/>');
    expect(await page('/he/docs/centering/')).toContain('<meta name="docsearch:language" content="he"/>');
    // The islands' words travel to the browser, so they hydrate with what the server wrote.
    expect(fr).toContain('<script type="application/json" id="zs-theme-words">');
    expect(fr).toContain('"theme.CodeBlock.copyButtonAriaLabel":"Copier ce code"');
    // The site's swizzled DocItem/Footer renders @theme/EditThisPage: in French too.
    expect(fr).toMatch(
      /<footer class="shelf-footer"><a [^>]*class="theme-edit-this-page">.*Proposer une retouche<\/a><\/footer>/,
    );
  });

  it('keeps English where the locale has no messages, and writes no words for the browser', async () => {
    for (const url of ['/docs/centering/', '/he/docs/centering/']) {
      const html = await page(url);
      expect(html).toContain('Edit this page</a>');
      expect(html).toContain('<div class="pagination-nav__sublabel">Next</div>');
      expect(html).not.toContain('zs-theme-words');
    }
  });

  it('words generated pages, their titles and plural counts in French', async () => {
    const tag = await page('/fr/blog/tags/wheels/');
    expect(tag).toContain('<title>1 billet avec « wheels » | Clay Notebook</title>');
    expect(tag).toContain('aria-label="Pages du journal"');
    expect(tag).toContain('>Toutes les étiquettes</a>');
    const list = await page('/fr/blog/');
    // The post's date in French, as Docusaurus writes it in the page's locale.
    expect(list).toMatch(/<time dateTime="2026-03-01">1 mars 2026<\/time>/);
    expect(await page('/blog/')).toMatch(/<time dateTime="2026-03-01">March 1, 2026<\/time>/);
    expect(await page('/fr/docs/kiln/glaze/')).toMatch(/admonitionHeading[^>]*>.*Page à part<\/div>/s);
    expect(list).toContain('Étiquettes :');
    expect(list).toContain('<b>La suite</b>');
    const index = await page('/fr/docs/category/studio/');
    expect(index).toContain('2 fiches');
    expect(await page('/docs/category/studio/')).toContain('2 items');
    expect(await readFile(join(out, 'fr/404.html'), 'utf8')).toContain('Rien à cette adresse');
  });
});

describe('write-translations on a classic site', () => {
  it("writes the theme's messages into code.json, in the locale's words where the package has them, keeping the site's own", async () => {
    const run = await zapsite(['write-translations', '--root', site.root, '--locale', 'fr']);
    expect(run.code).toBe(0);
    const code = JSON.parse(await readFile(join(site.root, 'i18n/fr/code.json'), 'utf8')) as Record<
      string,
      { message: string; description?: string }
    >;
    expect(code['theme.common.editThisPage']).toEqual({
      message: 'Proposer une retouche',
      description: 'The link to edit the page',
    });
    // The site's own translation was there first: it stays.
    expect(code['theme.docs.paginator.next']).toEqual({ message: 'Ensuite' });
    // No French for it in the package: the English, as Docusaurus writes it.
    expect(code['theme.BackToTopButton.buttonAriaLabel']).toEqual({ message: 'Scroll back to top' });
    expect(code['home.title']).toBeDefined();
  });
});

describe('the locales tried for a locale’s messages', () => {
  it('tries the locale, then its region, script and language, as Docusaurus does', () => {
    expect(localesToTry('fr')).toEqual(['fr', 'fr-FR', 'fr-Latn', 'fr']);
    expect(localesToTry('pt')).toContain('pt-BR');
    expect(localesToTry('zh-CN')).toContain('zh-Hans');
  });
});
