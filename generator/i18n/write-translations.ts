// `zapsite write-translations`: the files a translator fills in, as Docusaurus's command writes
// them under i18n/<locale>/: code.json (every `<Translate id>` and `translate({ id, message })` of
// the site's src/ with a literal id or message), the classic theme's navbar.json and footer.json
// (the config's labels), each docs version's current.json / version-<name>.json (its label and its
// sidebars' category, link and labelled doc items, from the route plan) and each blog's options.json. Each entry is `{ message, description? }`; an entry already in a file is
// kept as the translator left it, and only new keys are added.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import fg from 'fast-glob';
import type { ResolvedConfig } from '../config/schema.ts';
import { localeDir, pluginFolder, sidebarLabels, versionLabelsFile } from './translations.ts';
import { siteLocales } from './locales.ts';
import { build } from '../pipeline.ts';
import type { SidebarCategory, SidebarItem } from '../types.ts';
import type { RoutePlan, VersionPlan } from '../routes/plan.ts';
import type { GeneratedIndex } from '../routes/sidebars-file.ts';
import { themeCodeEntries } from './theme-defaults.ts';

type Entries = Record<string, { message: string; description?: string }>;

const ATTR = (name: string) =>
  new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\})`);

/** The messages of `<Translate>` elements and `translate({...})` calls whose id or message is written out. */
function codeMessages(source: string): Entries {
  const out: Entries = {};
  const add = (id: string | undefined, message: string | undefined, description: string | undefined) => {
    const key = id ?? message;
    if (key === undefined) return;
    out[key] = { message: message ?? key, ...(description ? { description } : {}) };
  };
  const attr = (text: string, name: string) => {
    const m = ATTR(name).exec(text);
    return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  };
  for (const m of source.matchAll(/<Translate\b([^>]*?)(?:\/>|>([\s\S]*?)<\/Translate>)/g)) {
    const attrs = m[1] ?? '';
    const body = m[2]?.trim();
    // Children are text, or one string expression: {'Hello {name}'}.
    const literal = body && /^\{\s*(["'`])([\s\S]*)\1\s*\}$/.exec(body);
    const message = literal ? literal[2] : body && !body.includes('{') && !body.includes('<') ? body : undefined;
    add(attr(attrs, 'id'), message, attr(attrs, 'description'));
  }
  for (const m of source.matchAll(/\btranslate\(\s*\{([^}]*)\}/g)) {
    const field = (name: string) => {
      const f = new RegExp(`\\b${name}\\s*:\\s*(["'\`])((?:(?!\\1)[^\\\\]|\\\\.)*)\\1`).exec(m[1]!);
      return f?.[2];
    };
    add(field('id'), field('message'), field('description'));
  }
  return out;
}

/** The navbar's and footer's labels with Docusaurus's keys. */
function themeMessages(config: ResolvedConfig): { navbar: Entries; footer: Entries } {
  const navbar: Entries = {};
  if (config.navbar.title) navbar.title = { message: config.navbar.title, description: 'The title in the navbar' };
  if (config.navbar.logo?.alt)
    navbar['logo.alt'] = { message: config.navbar.logo.alt, description: 'The alt text of navbar logo' };
  const item = (i: { label?: string; items?: unknown }) => {
    if (i.label)
      navbar[`item.label.${i.label}`] = { message: i.label, description: `Navbar item with label ${i.label}` };
    if (Array.isArray(i.items)) for (const sub of i.items) item(sub as { label?: string });
  };
  for (const i of config.navbar.items) item(i as { label?: string; items?: unknown });
  const footer: Entries = {};
  for (const l of config.footer.links) {
    if ('items' in l) {
      footer[`link.title.${l.title}`] = {
        message: l.title,
        description: `The title of the footer links column with title=${l.title} in the footer`,
      };
      for (const i of l.items)
        if ('label' in i)
          footer[`link.item.label.${i.label}`] = {
            message: i.label,
            description: `The label of footer link with label=${i.label}`,
          };
    } else if ('label' in l)
      footer[`link.item.label.${l.label}`] = {
        message: l.label,
        description: `The label of footer link with label=${l.label}`,
      };
  }
  if (config.footer.copyright)
    footer.copyright = { message: config.footer.copyright, description: 'The footer copyright' };
  if (config.footer.logo?.alt)
    footer['logo.alt'] = { message: config.footer.logo.alt, description: 'The alt text of footer logo' };
  return { navbar, footer };
}

/**
 * Each docs version's labels, by file under i18n/<locale>/ (current.json, version-<name>.json in
 * the instance's folder), with Docusaurus's keys: the version's label, then the route plan's
 * sidebars (keys [<instance>/][<version>:]<name>): their categories (a sidebars file's or a
 * `_category_` file's label; a generated index's own title and description), links, and doc items
 * whose label the sidebars file writes out.
 */
async function docsMessages(config: ResolvedConfig): Promise<Map<string, Entries>> {
  let routes: Pick<RoutePlan, 'sidebars' | 'versions' | 'instances' | 'planned'> | undefined;
  await build({ root: config.root, config, checkOnly: true, onRoutes: (r) => (routes = r) });
  const files = new Map<string, Entries>();
  const entriesOf = (file: string) => {
    const out = files.get(file) ?? {};
    files.set(file, out);
    return out;
  };
  if (!routes) return files;
  const versions = (list: VersionPlan[], instance?: string) => {
    for (const { version } of list)
      entriesOf(`${pluginFolder('docs', instance)}/${versionLabelsFile(version.name)}`)['version.label'] = {
        message: version.label,
        description: `The label of the docs version ${version.name}`,
      };
  };
  versions(routes.versions);
  for (const i of routes.instances) versions(i.versions, i.id);
  const indexes = new Map<SidebarCategory, GeneratedIndex>();
  for (const p of routes.planned) if (p.index) indexes.set(p.index.category, p.index);
  for (const [key, items] of Object.entries(routes.sidebars)) {
    const { file, name } = sidebarLabels(key);
    const out = entriesOf(file);
    const walk = (list: SidebarItem[]) => {
      for (const it of list) {
        if (it.type === 'category') {
          const base = `sidebar.${name}.category.${it.label}`;
          out[base] = {
            message: it.label,
            description: `The label of the category ${it.label} in the sidebar ${name}`,
          };
          const index = it.generatedIndex ? indexes.get(it) : undefined;
          if (index?.linkTitle)
            out[`${base}.link.generated-index.title`] = {
              message: index.linkTitle,
              description: `The generated-index page's title of the category ${it.label} in the sidebar ${name}`,
            };
          const description = index?.description ?? (it.generatedIndex ? it.description : undefined);
          if (description)
            out[`${base}.link.generated-index.description`] = {
              message: description,
              description: `The generated-index page's description of the category ${it.label} in the sidebar ${name}`,
            };
          walk(it.items);
        } else if (it.type === 'link' && !it.docId)
          out[`sidebar.${name}.link.${it.label}`] = {
            message: it.label,
            description: `The label of the link ${it.label} in the sidebar ${name}, to ${it.href}`,
          };
        else if (it.type === 'link' && it.ownLabel)
          out[`sidebar.${name}.doc.${it.label}`] = {
            message: it.label,
            description: `The label of the doc item ${it.label} in the sidebar ${name}, to the doc ${it.docId}`,
          };
      }
    };
    walk(items);
  }
  return files;
}

/** Each blog's options.json: its title, description and sidebar title. */
function blogMessages(config: ResolvedConfig): [string, Entries][] {
  const blogs = [...(config.blog ? [{ ...config.blog, id: undefined }] : []), ...config.blogInstances];
  return blogs.map((b) => [
    `${pluginFolder('blog', b.id)}/options.json`,
    {
      title: { message: b.title, description: 'The title of the blog, for its pages and feeds' },
      description: { message: b.description, description: 'The description of the blog, for its pages and feeds' },
      'sidebar.title': { message: b.blogSidebarTitle, description: 'The heading of the blog sidebar' },
    },
  ]);
}

/** Writes the locale's files; returns their paths from the site folder. */
export async function writeTranslations(config: ResolvedConfig, locale: string): Promise<string[]> {
  const root = config.root;
  const code: Entries = {};
  const files = await fg(['src/**/*.{js,jsx,ts,tsx,mjs,mdx}'], { cwd: root, ignore: ['**/node_modules/**'] });
  // The classic theme's own messages first, as Docusaurus extracts them from the theme with the site's code.
  if (config.theme.name === 'classic') Object.assign(code, themeCodeEntries(root, locale));
  for (const f of files.sort()) Object.assign(code, codeMessages(readFileSync(join(root, f), 'utf8')));
  const { navbar, footer } = themeMessages(config);
  const dir = localeDir(root, siteLocales(config).find((l) => l.locale === locale)?.dir ?? locale);
  const targets: [string, Entries][] = [[join(dir, 'code.json'), code]];
  for (const [file, entries] of await docsMessages(config))
    if (Object.keys(entries).length) targets.push([join(dir, file), entries]);
  for (const [file, entries] of blogMessages(config)) targets.push([join(dir, file), entries]);
  if (config.theme.name === 'classic')
    targets.push(
      [join(dir, 'docusaurus-theme-classic/navbar.json'), navbar],
      [join(dir, 'docusaurus-theme-classic/footer.json'), footer],
    );
  const written: string[] = [];
  for (const [path, entries] of targets) {
    const kept: Entries = existsSync(path) ? (JSON.parse(await readFile(path, 'utf8')) as Entries) : {};
    const merged: Entries = { ...entries, ...kept };
    const sorted = Object.fromEntries(
      Object.keys(merged)
        .sort()
        .map((k) => [k, merged[k]!]),
    );
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${JSON.stringify(sorted, null, 2)}\n`);
    written.push(relative(root, path).split('\\').join('/'));
  }
  return written;
}
