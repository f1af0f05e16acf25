// A locale's translation files under i18n/<locale>/, as Docusaurus lays them out, and their use:
// code.json (for <Translate> and translate()), the classic theme's navbar.json and footer.json
// (the config's labels), each docs instance's current.json and version-<name>.json (the version's
// label and its sidebar labels) and each blog's options.json (its title, description and sidebar title). Each file maps
// a key to `{ message, description? }`; a key left out keeps the default locale's text.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ResolvedConfig } from '../config/schema.ts';
import type { Diagnostic, SidebarCategory, SidebarItem } from '../types.ts';
import type { PlannedPage } from '../routes/graph.ts';
import type { RoutePlan, VersionPlan } from '../routes/plan.ts';
import { diag } from '../diagnostics.ts';

export type Messages = Record<string, string>;

/** A plugin instance's folder under i18n/<locale>/: `docusaurus-plugin-content-docs[-<id>]`. */
export function pluginFolder(kind: 'docs' | 'blog', instance: string | undefined): string {
  return `docusaurus-plugin-content-${kind}${instance ? `-${instance}` : ''}`;
}

/** A docs version's labels file in its plugin folder: current.json or version-<name>.json. */
export function versionLabelsFile(version: string | undefined): string {
  return version === undefined || version === 'current' ? 'current.json' : `version-${version}.json`;
}

/** i18n/<locale>/ of a site. */
export function localeDir(root: string, locale: string): string {
  return join(root, 'i18n', locale);
}

/** One translation file's messages; a missing file has none, an unreadable one is a located error. */
function readMessages(root: string, file: string, diagnostics: Diagnostic[]): Messages {
  if (!existsSync(file)) return {};
  const rel = relative(root, file).split('\\').join('/');
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    diagnostics.push(
      diag({
        code: 'i18n-file',
        file: rel,
        args: { problem: 'json', file: rel, error: (error as Error).message },
      }),
    );
    return {};
  }
  const out: Messages = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    diagnostics.push(
      diag({
        code: 'i18n-file',
        file: rel,
        args: { problem: 'shape', file: rel, holds: Array.isArray(data) ? 'a list' : typeof data },
      }),
    );
    return out;
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    // Docusaurus's own form is { message }; a plain string is taken too.
    const message =
      typeof value === 'string'
        ? value
        : value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string'
          ? (value as { message: string }).message
          : undefined;
    if (message !== undefined) out[key] = message;
  }
  return out;
}

/** A reader of one locale's translation files by their path under i18n/<dir>/, each read once. */
export function localeMessages(root: string, dir: string, diagnostics: Diagnostic[]): (file: string) => Messages {
  const read = new Map<string, Messages>();
  return (file) => {
    let m = read.get(file);
    if (!m) read.set(file, (m = readMessages(root, join(localeDir(root, dir), file), diagnostics)));
    return m;
  };
}

/** The config with the navbar's and footer's labels in the locale (navbar.json, footer.json). */
export function translateThemeConfig(config: ResolvedConfig, navbar: Messages, footer: Messages): ResolvedConfig {
  const item = <T extends { label?: string }>(i: T): T => {
    const label = i.label !== undefined ? navbar[`item.label.${i.label}`] : undefined;
    const own = label !== undefined ? { ...i, label } : i;
    return 'items' in own && Array.isArray(own.items)
      ? { ...own, items: (own.items as { label?: string }[]).map(item) }
      : own;
  };
  // An `html` item has no label to translate, as in Docusaurus.
  const footerLink = <T extends { label: string } | { html: string }>(l: T): T =>
    'label' in l ? { ...l, label: footer[`link.item.label.${l.label}`] ?? l.label } : l;
  const logo = config.navbar.logo;
  const footerLogo = config.footer.logo;
  return {
    ...config,
    navbar: {
      ...config.navbar,
      ...(config.navbar.title !== undefined ? { title: navbar.title ?? config.navbar.title } : {}),
      ...(logo ? { logo: { ...logo, alt: navbar['logo.alt'] ?? logo.alt } } : {}),
      items: config.navbar.items.map((i) => item(i as { label?: string }) as typeof i),
    },
    footer: {
      ...config.footer,
      links: config.footer.links.map((l) =>
        'items' in l
          ? { ...l, title: footer[`link.title.${l.title}`] ?? l.title, items: l.items.map(footerLink) }
          : footerLink(l),
      ),
      ...(config.footer.copyright !== undefined ? { copyright: footer.copyright ?? config.footer.copyright } : {}),
      ...(footerLogo ? { logo: { ...footerLogo, alt: footer['logo.alt'] ?? footerLogo.alt } } : {}),
    },
  };
}

/** The config with each blog's title, description and sidebar title in the locale (its options.json). */
export function translateBlogOptions(config: ResolvedConfig, read: (file: string) => Messages): ResolvedConfig {
  const blog = <T extends { title: string; description: string; blogSidebarTitle: string }>(b: T, id?: string): T => {
    const m = read(`${pluginFolder('blog', id)}/options.json`);
    return {
      ...b,
      title: m.title ?? b.title,
      description: m.description ?? b.description,
      blogSidebarTitle: m['sidebar.title'] ?? b.blogSidebarTitle,
    };
  };
  return {
    ...config,
    blog: config.blog && blog(config.blog),
    blogInstances: config.blogInstances.map((b) => blog(b, b.id)),
  };
}

/** A sidebar's key ([<instance>/][<version>:]<name>, routes/plan/docs-pages.ts) as its labels file and its name. */
export function sidebarLabels(key: string): { file: string; name: string } {
  const slash = key.indexOf('/');
  const instance = slash >= 0 ? key.slice(0, slash) : undefined;
  const rest = slash >= 0 ? key.slice(slash + 1) : key;
  const colon = rest.indexOf(':');
  const version = colon >= 0 ? rest.slice(0, colon) : undefined;
  return {
    file: `${pluginFolder('docs', instance)}/${versionLabelsFile(version)}`,
    name: colon >= 0 ? rest.slice(colon + 1) : rest,
  };
}

/**
 * Every docs version's labels in the locale, each read from the version's own file (`read` of
 * `docusaurus-plugin-content-docs[-<id>]/current.json` or `version-<name>.json`) with the keys
 * Docusaurus's write-translations gives: `version.label` (the version dropdown, badge and banner),
 * and per sidebar `sidebar.<sidebar>.category.<label>` (with `.link.generated-index.title` and
 * `.description`, the category's index page), `sidebar.<sidebar>.link.<label>` and
 * `sidebar.<sidebar>.doc.<label>` (a doc item whose label the sidebars file writes out). A category's
 * label is the one its sidebars file or `_category_` file gives. Changed in place: the plan's
 * sidebars, versions' plans and generated indexes belong to this locale's pass alone (a version's
 * own record is shared with the scan, so it is replaced, not changed).
 */
export function translateDocs(
  routes: Pick<RoutePlan, 'sidebars' | 'versions' | 'instances' | 'planned'>,
  read: (file: string) => Messages,
): void {
  const versions = (list: VersionPlan[], instance?: string) => {
    for (const plan of list) {
      const label = read(`${pluginFolder('docs', instance)}/${versionLabelsFile(plan.version.name)}`)['version.label'];
      if (label !== undefined) plan.version = { ...plan.version, label };
    }
  };
  versions(routes.versions);
  for (const i of routes.instances) versions(i.versions, i.id);
  // A generated index's page, by its category.
  const indexPages = new Map<SidebarCategory, PlannedPage>();
  for (const p of routes.planned) if (p.index) indexPages.set(p.index.category, p);
  for (const [key, items] of Object.entries(routes.sidebars)) {
    const { file, name } = sidebarLabels(key);
    const labels = read(file);
    if (!Object.keys(labels).length) continue;
    const walk = (list: SidebarItem[]) => {
      for (const it of list) {
        if (it.type === 'category') {
          const base = `sidebar.${name}.category.${it.label}`;
          const page = it.generatedIndex ? indexPages.get(it) : undefined;
          if (it.generatedIndex && labels[`${base}.link.generated-index.description`])
            it.description = labels[`${base}.link.generated-index.description`];
          it.label = labels[base] ?? it.label;
          if (page?.index) {
            // The page's title is the link's own title, else the category's label (translated).
            const index = page.index;
            index.title = page.title = labels[`${base}.link.generated-index.title`] ?? index.linkTitle ?? it.label;
            index.description = labels[`${base}.link.generated-index.description`] ?? index.description;
          }
          walk(it.items);
        } else if (it.type === 'link' && (!it.docId || it.ownLabel)) {
          it.label = labels[`sidebar.${name}.${it.docId ? 'doc' : 'link'}.${it.label}`] ?? it.label;
        }
      }
    };
    walk(items);
  }
}
