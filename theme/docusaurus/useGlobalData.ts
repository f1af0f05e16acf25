// @docusaurus/useGlobalData: what the site's plugins gave setGlobalData (generator/site-plugins/run.ts),
// as `globalData[pluginName][pluginId]`, and the docs plugin's data under its name, as Docusaurus has it
// (generator/bundle/docs-global-data.ts; a module of its own, so only code importing this file carries it).
import docs from 'zapsite:docs-global-data';
import { docusaurusSite } from './context.ts';

type GlobalData = Record<string, Record<string, unknown>>;

let all: GlobalData | undefined;

export default function useGlobalData(): GlobalData {
  const own = docusaurusSite().globalData as GlobalData;
  all ??= Object.keys(docs).length ? { ...own, 'docusaurus-plugin-content-docs': docs } : own;
  return all;
}

export function useAllPluginInstancesData(
  pluginName: string,
  options: { failfast?: boolean } = {},
): Record<string, unknown> | undefined {
  const data = useGlobalData()[pluginName];
  if (!data && options.failfast)
    throw new Error(`No global data for the plugin "${pluginName}": it did not call setGlobalData.`);
  return data;
}

export function usePluginData(pluginName: string, pluginId = 'default', options: { failfast?: boolean } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName, options)?.[pluginId];
  if (data === undefined && options.failfast)
    throw new Error(`No global data for the plugin "${pluginName}" (id "${pluginId}").`);
  return data;
}
