// Docusaurus's EditMetaRow, under a doc and under a blog post: the edit link in one column and
// the last update in the other, both columns always there (the second, even empty, keeps its top
// margin when the columns stack on a phone).
import type { PageRenderData } from '../../shared/types.ts';
import { LastUpdated } from '../../components/LastUpdated.tsx';
import { themeText } from '../theme-text.tsx';
import { provideOriginals, Themed } from '../swizzle.tsx';
import { EditThisPage } from './EditThisPage.tsx';
import { EditMetaRow as styles } from '../../shared/docusaurus-classes.ts';

/** The row under a doc or post, through the site's swizzled EditMetaRow when it has one, with Docusaurus's props. */
export function EditMetaRow({ data, className }: { data: PageRenderData; className: string }) {
  const { editUrl, lastUpdate } = data.page;
  if (!editUrl && !lastUpdate) return null;
  // A site's own EditMetaRow renders @theme/EditThisPage, zapsite's unless swizzled too, which ours
  // would otherwise register only as it renders.
  provideOriginals({ EditThisPage: editThisPageOriginal });
  const props = {
    className: `margin-top--sm ${className}`,
    ...(editUrl ? { editUrl } : {}),
    ...(lastUpdate?.at !== undefined ? { lastUpdatedAt: lastUpdate.at } : {}),
    ...(lastUpdate?.by ? { lastUpdatedBy: lastUpdate.by } : {}),
  };
  return (
    <Themed
      name="EditMetaRow"
      props={props}
      ours={(p) => (
        <EditMetaColumns
          className={str(p.className)}
          editUrl={str(p.editUrl)}
          lastUpdatedAt={typeof p.lastUpdatedAt === 'number' ? p.lastUpdatedAt : undefined}
          lastUpdatedBy={str(p.lastUpdatedBy)}
          lang={data.site.htmlLang}
        />
      )}
    />
  );
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Docusaurus's EditThisPage from its props: `editUrl`. */
const editThisPageOriginal = (q: Record<string, unknown>) => {
  const href = str(q.editUrl);
  return href ? <EditThisPage href={href} /> : null;
};

/** The row itself, from Docusaurus's EditMetaRow props (`@theme/EditMetaRow`, which an ejected DocItem/Footer renders). */
export function EditMetaColumns(p: {
  className?: string;
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  lang: string;
}) {
  const { editUrl } = p;
  return (
    <div className={`row ${p.className ?? ''}`.trim()}>
      <div className={`col ${styles.noPrint}`}>
        {editUrl ? <Themed name="EditThisPage" props={{ editUrl }} ours={editThisPageOriginal} /> : null}
      </div>
      <div className={`col ${styles.lastUpdated}`}>
        {p.lastUpdatedAt !== undefined || p.lastUpdatedBy ? (
          <LastUpdated at={p.lastUpdatedAt} by={p.lastUpdatedBy} lang={p.lang} words={themeText} />
        ) : null}
      </div>
    </div>
  );
}
