// useDocsPreferredVersion(), exported by @docusaurus/plugin-content-docs/client and, as in
// Docusaurus 3.0-3.4, by @docusaurus/theme-common: apart, so neither imports the other.
import { useEffect, useState } from 'react';
import { usePluginData } from '../useGlobalData.ts';
import type { DocsPluginData, GlobalVersion } from '../../shared/docs-global-data.ts';

const PLUGIN = 'docusaurus-plugin-content-docs';

/**
 * The docs version the visitor last chose, kept in localStorage under Docusaurus's key
 * (`docs-preferred-version-<pluginId>`): none at build time, where there is no visitor, and none
 * until the page is live (read in an effect, so hydration sees what the server wrote), nor one that
 * is not a version of the instance. A swizzled version banner saves the one its link leads to.
 */
export function useDocsPreferredVersion(pluginId = 'default'): {
  preferredVersion: GlobalVersion | null;
  savePreferredVersionName(name: string): void;
} {
  const data = usePluginData(PLUGIN, pluginId, { failfast: true }) as DocsPluginData;
  const key = `docs-preferred-version-${pluginId}`;
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    try {
      setSaved(window.localStorage.getItem(key));
    } catch {
      // Storage may be refused (private windows, blocked cookies): no preference then.
    }
  }, [key]);
  return {
    preferredVersion: data.versions.find((v) => v.name === saved) ?? null,
    savePreferredVersionName(name: string) {
      try {
        window.localStorage.setItem(key, name);
      } catch {
        // As above: the choice is not kept, and the link still leads to the version.
      }
      setSaved(name);
    },
  };
}
