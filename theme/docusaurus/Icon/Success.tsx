// @theme/Icon/Success: the classic copy button's check mark (theme/shared/copy-icons.tsx), hidden
// from assistive technology, sized and coloured by the props and the text colour.
import type { SVGProps } from 'react';
import { SuccessIcon } from '../../shared/copy-icons.tsx';

export default function IconSuccess(props: SVGProps<SVGSVGElement>) {
  return <SuccessIcon aria-hidden="true" {...props} />;
}
