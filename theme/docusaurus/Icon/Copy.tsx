// @theme/Icon/Copy: the classic copy button's icon (theme/shared/copy-icons.tsx), hidden from
// assistive technology, sized and coloured by the props and the text colour.
import type { SVGProps } from 'react';
import { CopyIcon } from '../../shared/copy-icons.tsx';

export default function IconCopy(props: SVGProps<SVGSVGElement>) {
  return <CopyIcon aria-hidden="true" {...props} />;
}
