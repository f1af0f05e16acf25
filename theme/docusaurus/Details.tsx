// @theme/Details: theme-classic's, the generic Details (@docusaurus/theme-common/Details) as an
// Infima info alert, as a file's <details> is drawn.
import { Details as DetailsGeneric, type DetailsProps } from './theme-common-details.tsx';

export type { DetailsProps };

export default function Details({ className, ...props }: DetailsProps) {
  return <DetailsGeneric {...props} className={['alert alert--info', className].filter(Boolean).join(' ')} />;
}
