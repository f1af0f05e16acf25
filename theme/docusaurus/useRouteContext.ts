// @docusaurus/useRouteContext: the plugin whose route renders the page (`{ plugin: { name, id } }`),
// as Docusaurus's route context gives it (dyte's docs pick their section menu by the docs instance's
// id). On the server, the page being rendered says it; in the browser, the classes the page's
// <html> carries (`plugin-docs plugin-id-guides`), which the classic theme writes as Docusaurus does.
import { serverPage } from './context.ts';
import { CONTENT_PLUGINS } from '../shared/docusaurus.ts';

export interface RouteContext {
  plugin: { name: string; id: string };
}

export default function useRouteContext(): RouteContext {
  const page = serverPage();
  if (page?.plugin) return { plugin: page.plugin };
  if (typeof document !== 'undefined') {
    const classes = document.documentElement.className;
    const section = /(?:^|\s)plugin-(docs|blog|pages)(?:\s|$)/.exec(classes)?.[1] as keyof typeof CONTENT_PLUGINS;
    const id = /(?:^|\s)plugin-id-(\S+)/.exec(classes)?.[1] ?? 'default';
    if (section) return { plugin: { name: CONTENT_PLUGINS[section], id } };
  }
  return { plugin: { name: CONTENT_PLUGINS.pages, id: 'default' } };
}
