// @theme/CodeInline: inline code, a plain <code> with the props it is given.
import type { ComponentProps } from 'react';

export default function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
