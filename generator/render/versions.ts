// What a page shows about docs versions, decided at build time so it works without JavaScript: the
// version of a docs page (banner, badge, class name, search tag), and where each entry of the
// version dropdown leads from this page (the same doc in that version when it has it, else that
// version's main doc), as Docusaurus's DocVersionBanner and DocsVersionDropdownNavbarItem do.
import { findDoc } from '../routes/docs.ts';
import { flattenSidebar } from '../routes/sidebar-walk.ts';
import type { VersionPlan } from '../routes/plan.ts';
import type { DocMeta, DocsVersionData, VersionLink } from '../types.ts';

export interface VersionLookup {
  /** The version data of a docs page of `version`. */
  dataFor(version: string, docId: string | undefined): DocsVersionData;
  /** The dropdown's entries from a page: a docs page of `version` (with its doc id), or any other page. */
  linksFor(version: string | undefined, docId: string | undefined): VersionLink[];
}

/** Search tag of a docs version, as Docusaurus's contextual search names it (`docs-<plugin id>-<version>`). */
export function versionTag(name: string, instance?: string): string {
  return `docs-${instance ?? 'default'}-${name}`;
}

/**
 * A version's main doc, as Docusaurus picks it: the doc at the version's root URL, else the first
 * doc of its sidebar, else its first doc.
 */
function mainDoc(plan: VersionPlan): DocMeta | undefined {
  const listed = plan.docs.filter((d) => !d.unlisted);
  const root = listed.find((d) => d.url.replace(/\/$/, '') === `/${plan.version.routeBase}`.replace(/\/$/, ''));
  if (root) return root;
  const first = flattenSidebar(plan.sidebar).find((l) => l.docId && !l.unlisted);
  return (first ? plan.docs.find((d) => d.url === first.href) : undefined) ?? listed[0] ?? plan.docs[0];
}

/** `instance`: the versions' docs instance (a docsInstances id); left out for the default docs. */
export function versionLookup(versions: readonly VersionPlan[], instance?: string): VersionLookup {
  const byName = new Map(versions.map((v) => [v.version.name, v]));
  const mains = new Map(versions.map((v) => [v.version.name, mainDoc(v)]));
  const last = versions.find((v) => v.version.isLast) ?? versions[0];
  // The same doc in another version, or that version's main doc.
  const target = (plan: VersionPlan, docId: string | undefined): DocMeta | undefined => {
    const same = docId ? findDoc(plan.docs, docId) : undefined;
    return same && !same.draft ? same : mains.get(plan.version.name);
  };
  return {
    dataFor(name, docId) {
      const v = byName.get(name)!.version;
      const latest = last && !v.isLast ? target(last, docId) : undefined;
      return {
        name: v.name,
        label: v.label,
        isLast: v.isLast,
        banner: v.banner,
        badge: v.badge,
        className: v.className,
        tag: versionTag(v.name, instance),
        ...(latest && last ? { latest: { label: last.version.label, href: latest.url } } : {}),
      };
    },
    linksFor(name, docId) {
      const active = name ?? last?.version.name;
      const out: VersionLink[] = [];
      for (const plan of versions) {
        const doc = target(plan, name ? docId : undefined);
        if (doc)
          out.push({
            name: plan.version.name,
            label: plan.version.label,
            href: doc.url,
            main: mains.get(plan.version.name)?.url ?? doc.url,
            active: plan.version.name === active,
          });
      }
      return out;
    },
  };
}
