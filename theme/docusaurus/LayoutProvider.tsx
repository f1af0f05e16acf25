// @theme/Layout/Provider: the providers Docusaurus's Layout puts around a page (colour mode, the
// announcement bar, the navbar's state, the docs' preferred version). zapsite's hooks read the
// page being rendered and the browser's own state instead, so a Layout a site ejected, which
// renders this around its navbar and content, gets its children as they are.
import type { ReactNode } from 'react';

export default function LayoutProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
