// The classic theme's own text as Docusaurus's theme writes it (its English message for each id),
// or the site's translation of it for the locale being built (i18n/<locale>/code.json, the
// `theme.…` messages: generator/render/site-data.ts), with `{name}` filled from `values`, which may
// be elements, as Docusaurus's <Translate values> interpolates them.
import { Fragment, type ReactNode } from 'react';
import type { SiteData } from '../shared/types.ts';

export function themeText(
  site: Pick<SiteData, 'themeTranslations'>,
  id: string,
  message: string,
  values: Record<string, ReactNode> = {},
): ReactNode {
  const text = site.themeTranslations?.[id] ?? message;
  const parts = text.split(/(\{\w+\})/);
  return (
    <>
      {parts.map((part, i) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        return name !== undefined && name in values ? <Fragment key={i}>{values[name]}</Fragment> : part;
      })}
    </>
  );
}
