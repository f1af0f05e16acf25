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
    <div className={`row margin-top--sm ${className}`}>
      <div className="col noPrint">
        {editUrl ? (
          <Themed
            name="EditThisPage"
            props={{ editUrl }}
            ours={(p) => <EditThisPage href={typeof p.editUrl === 'string' ? p.editUrl : editUrl} />}
          />
        ) : null}
      </div>
      <div className="col lastUpdated">
        {lastUpdate ? <LastUpdated at={lastUpdate.at} by={lastUpdate.by} lang={data.site.htmlLang} /> : null}
      </div>
    </div>
  );
}
