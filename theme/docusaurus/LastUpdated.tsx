// @theme/LastUpdated: "Last updated on <date> by <author>" (theme/components/LastUpdated.tsx), the
// date written in the page's language as Docusaurus writes it, its words the site's translations.
import { LastUpdated as Written } from '../components/LastUpdated.tsx';
import { docusaurusSite } from './context.ts';
import { translate } from './Translate.tsx';

export default function LastUpdated({
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}) {
  const { i18n } = docusaurusSite();
  const lang = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  return (
    <Written
      at={lastUpdatedAt}
      by={lastUpdatedBy}
      lang={lang}
      // Each part an element, as Docusaurus passes its <Translate> parts: interpolate keeps elements whole.
      words={(id, message, values) => <>{translate({ id, message }, values)}</>}
    />
  );
}
