// @theme/Details: theme-classic's, the generic Details (@docusaurus/theme-common/Details) as an
// Infima info alert, as a file's <details> is drawn.
import { Details as DetailsGeneric, type DetailsProps } from './theme-common-details.tsx';
import { Details as styles } from '../shared/docusaurus-classes.ts';

export type { DetailsProps };

export default function Details({ className, ...props }: DetailsProps) {
  return (
    <DetailsGeneric {...props} className={['alert alert--info', styles.details, className].filter(Boolean).join(' ')} />
  );
}
