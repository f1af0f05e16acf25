// What Docusaurus's `useDocsVersion()` returns on a doc page: the doc's version, with every doc of
// that version by id (its title, description and sidebar). Sites' components read it in MDX content
// (a list of related docs by their titles). Made once from the route plan, keyed as versions.ts
// keys versions (`<instance>/<version>`), and handed to the MDX render as plain data.
import { descriptionOf } from '../routes/plan/front-matter.ts';
import type { InstancePlan, VersionPlan } from '../routes/plan/docs-pages.ts';
import { CURRENT_VERSION, versionKey } from '../routes/versions.ts';
import type { DocsVersionData } from '../../theme/shared/docusaurus.ts';
import type { SourceFile } from '../types.ts';

type Fronts = ReadonlyMap<SourceFile, { frontMatter: Record<string, unknown>; excerpt?: string }>;

export function docsVersionData(
  routes: { versions: readonly VersionPlan[]; instances: readonly Pick<InstancePlan, 'id' | 'versions'>[] },
  fronts: Fronts,
): Record<string, DocsVersionData> {
  const byPath = new Map([...fronts].map(([file, front]) => [file.absPath, front]));
  const out: Record<string, DocsVersionData> = {};
  const add = (plan: VersionPlan, instance: string | undefined) => {
    const { version } = plan;
    const docs: DocsVersionData['docs'] = {};
    for (const doc of plan.docs) {
      const front = byPath.get(doc.sourcePath);
      const sidebar = plan.docSidebar.get(doc.id);
      docs[doc.id] = {
        id: doc.id,
        title: doc.title,
        description: (front && descriptionOf(front)) ?? '',
        ...(sidebar ? { sidebar } : {}),
      };
    }
    out[versionKey(version.name, instance)] = {
      pluginId: instance ?? 'default',
      version: version.name,
      label: version.label,
      banner: version.banner,
      badge: version.badge,
      noIndex: version.noIndex,
      className: version.className,
      isLast: version.isLast,
      docs,
    };
  };
  for (const plan of routes.versions) add(plan, undefined);
  for (const instance of routes.instances) for (const plan of instance.versions) add(plan, instance.id);
  return out;
}

/** The key of a doc file's version in docsVersionData's record. */
export function docsVersionOf(file: SourceFile): string | undefined {
  return file.kind === 'doc' ? versionKey(file.version ?? CURRENT_VERSION, file.instance) : undefined;
}
