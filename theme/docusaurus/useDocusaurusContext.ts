// @docusaurus/useDocusaurusContext: the site's config, i18n and (empty) plugin data.
import { docusaurusSite, type DocusaurusSite } from './context.ts';

export default function useDocusaurusContext(): DocusaurusSite {
  return docusaurusSite();
}
