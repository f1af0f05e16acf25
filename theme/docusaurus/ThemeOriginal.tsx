// @theme-original/<Name> and @theme-init/<Name> (and @theme/<Name> when the site has no own
// <Name>) for the classic theme's swizzlable components: the theme's own component, which the
// classic theme registers while it renders a page (theme/classic/swizzle.tsx). A site's wrapper
// renders it with the props it was given, as Docusaurus's wrappers do.
import type { ReactNode } from 'react';
import { THEME_ORIGINALS_KEY } from '../shared/docusaurus.ts';

type RenderOriginal = (name: string, props: Record<string, unknown>) => ReactNode;

export function themeOriginal(name: string) {
  function Original(props: Record<string, unknown>): ReactNode {
    const render = (globalThis as Record<symbol, RenderOriginal | undefined>)[Symbol.for(THEME_ORIGINALS_KEY)];
    if (!render)
      throw new Error(`@theme-original/${name} needs the classic theme (theme: { name: 'classic' } in the config).`);
    return render(name, props);
  }
  Original.displayName = `ThemeOriginal(${name})`;
  return Original;
}
