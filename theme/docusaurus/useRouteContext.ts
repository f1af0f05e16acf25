// @docusaurus/useRouteContext: the plugin whose route renders the page (`{ plugin: { name, id } }`),
// as Docusaurus's route context gives it (dyte's docs pick their section menu by the docs instance's
// id). On the server, the page being rendered says it; in the browser, the classes the page's
// <html> carries (`plugin-docs plugin-id-guides`), which the classic theme writes as Docusaurus does.
import { serverPage } from './context.ts';

export interface RouteContext {
  plugin: { name: string; id: string };
}

const NAMES: Record<string, string> = {
  docs: 'docusaurus-plugin-content-docs',
  blog: 'docusaurus-plugin-content-blog',
  pages: 'docusaurus-plugin-content-pages',
};

export default function useRouteContext(): RouteContext {
  const page = serverPage();
  if (page?.plugin) return { plugin: page.plugin };
  if (typeof document !== 'undefined') {
    const classes = document.documentElement.className;
    const kind = /(?:^|\s)plugin-(docs|blog|pages)(?:\s|$)/.exec(classes)?.[1];
    const id = /(?:^|\s)plugin-id-(\S+)/.exec(classes)?.[1] ?? 'default';
    if (kind) return { plugin: { name: NAMES[kind]!, id } };
  }
  return { plugin: { name: NAMES.pages!, id: 'default' } };
}
