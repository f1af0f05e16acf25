// @docusaurus/useGlobalData: what the site's plugins gave setGlobalData (generator/site-plugins/run.ts),
// as `globalData[pluginName][pluginId]`.
import { docusaurusSite } from './context.ts';

type GlobalData = Record<string, Record<string, unknown>>;

export default function useGlobalData(): GlobalData {
  return docusaurusSite().globalData as GlobalData;
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
