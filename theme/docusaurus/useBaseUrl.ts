// @docusaurus/useBaseUrl: a path with the site's base URL in front (see urls.ts addBaseUrl).
import { docusaurusSite } from './context.ts';
import { addBaseUrl } from './urls.ts';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export interface BaseUrlUtils {
  withBaseUrl: (url: string, options?: BaseUrlOptions) => string;
}

export function useBaseUrlUtils(): BaseUrlUtils {
  const { url, baseUrl } = docusaurusSite().siteConfig;
  return { withBaseUrl: (path, options) => addBaseUrl(url, baseUrl, path, options) };
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
