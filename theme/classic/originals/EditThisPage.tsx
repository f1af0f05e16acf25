// `@theme-original/EditThisPage` where a site's own code renders it (its swizzled DocItem/Footer at
// build time, its island in the browser): ours, from Docusaurus's props, so a wrapper that changes
// `editUrl` with state re-renders it (theme/shared/docusaurus.ts PROPS_ORIGINALS). Its words come
// from the site's code translations, as site code's <Translate> reads them, since the theme's own
// render (which sets theme-text.tsx's) is not where this runs.
import { EditThisPage } from '../components/EditThisPage.tsx';
import { translate } from '../../docusaurus/Translate.tsx';

export default function OriginalEditThisPage({ editUrl }: { editUrl?: string }) {
  if (typeof editUrl !== 'string') return null;
  return (
    <EditThisPage href={editUrl} label={translate({ id: 'theme.common.editThisPage', message: 'Edit this page' })} />
  );
}
