// @theme/Icon/Edit: the pencil of "Edit this page", with Docusaurus's class for it beside the caller's.
import type { SVGProps } from 'react';
import { EditIcon } from '../../shared/edit-icon.tsx';
import { IconEdit as styles } from '../../shared/docusaurus-classes.ts';

export default function IconEdit({ className, ...props }: SVGProps<SVGSVGElement>) {
  return <EditIcon className={[styles.iconEdit, className].filter(Boolean).join(' ')} {...props} />;
}
