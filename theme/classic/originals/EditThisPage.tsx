// `@theme-original/EditThisPage` in a swizzled island's browser bundle: ours, from Docusaurus's
// props, so a wrapper that changes `editUrl` with state re-renders it (theme/shared/docusaurus.ts PROPS_ORIGINALS).
import { EditThisPage } from '../components/EditThisPage.tsx';

export default function OriginalEditThisPage({ editUrl }: { editUrl?: string }) {
  return typeof editUrl === 'string' ? <EditThisPage href={editUrl} /> : null;
}
