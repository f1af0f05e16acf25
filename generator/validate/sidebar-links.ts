// The links a sidebars file writes itself (`type: 'link'` items), to be checked like the navbar's:
// each with where it is written, in words and by file.
import type { VersionPlan } from '../routes/plan.ts';
import type { ScanResult } from '../content/scan.ts';
import type { SidebarItem } from '../types.ts';

/** A sidebars file's own `link` items to pages of the site, checked like the navbar's links. */
export function sidebarLinks(
  versions: readonly VersionPlan[],
  versioned: boolean,
  currentFile: { relPath: string; text: string } | undefined,
  versionFiles: ScanResult['sidebarSources'],
): { href: string; where: string; file?: string; source?: string }[] {
  const out: { href: string; where: string; file?: string; source?: string }[] = [];
  for (const { version, sidebars } of versions) {
    const own = versionFiles[version.name];
    const file = own ? (own.mode === 'file' ? own.file : undefined) : currentFile;
    const walk = (items: SidebarItem[], name: string) => {
      for (const item of items) {
        // A link written without the base URL points outside this site's folder: not checked.
        if (item.type === 'link' && !item.docId && !item.noBaseUrl)
          out.push({
            href: item.href,
            where: versioned ? `sidebar "${name}" of docs version ${version.name}` : `sidebar "${name}"`,
            file: file?.relPath,
            source: file?.text,
          });
        if (item.type === 'category') walk(item.items, name);
      }
    };
    for (const [name, items] of Object.entries(sidebars)) walk(items, name);
  }
  return out;
}
