// Docusaurus's EditMetaRow, under a doc and under a blog post: the edit link in one column and
// the last update in the other, both columns always there (the second, even empty, keeps its top
// margin when the columns stack on a phone).
import type { PageRenderData } from '../../shared/types.ts';
import { LastUpdated } from '../../components/LastUpdated.tsx';
import { Themed } from '../swizzle.tsx';
import { EditThisPage } from './EditThisPage.tsx';

export function EditMetaRow({ data, className }: { data: PageRenderData; className: string }) {
  const { editUrl, lastUpdate } = data.page;
  if (!editUrl && !lastUpdate) return null;
  return (
    <EditMetaColumns
      className={`margin-top--sm ${className}`}
      editUrl={editUrl}
      lastUpdatedAt={lastUpdate?.at}
      lastUpdatedBy={lastUpdate?.by}
      lang={data.site.htmlLang}
    />
  );
}

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
      <div className="col noPrint">
        {editUrl ? (
          <Themed
            name="EditThisPage"
            props={{ editUrl }}
            ours={(q) => <EditThisPage href={typeof q.editUrl === 'string' ? q.editUrl : editUrl} />}
          />
        ) : null}
      </div>
      <div className="col lastUpdated">
        {p.lastUpdatedAt !== undefined || p.lastUpdatedBy ? (
          <LastUpdated at={p.lastUpdatedAt} by={p.lastUpdatedBy} lang={p.lang} />
        ) : null}
      </div>
    </div>
  );
}
