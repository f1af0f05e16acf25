// Docusaurus's ContentVisibility: above an unlisted doc, post or page, a caution that says only a
// link leads to it; above a draft (shown by `zapsite dev` alone), one that says it is not published.
// Both are the classic admonition with Docusaurus's banner classes, so a site's CSS for those holds.
import { ClassicAdmonition } from '../content/components.tsx';
import { themeString } from '../theme-text.tsx';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function Banner({ kind, title, message }: { kind: 'unlisted' | 'draft'; title: string; message: string }) {
  return ClassicAdmonition({ type: 'caution', title, className: `theme-${kind}-banner` }, { html: esc(message) });
}

export function Unlisted() {
  return (
    <Banner
      kind="unlisted"
      // Docusaurus 3.0-3.4's ids (theme.unlistedContent.*) where a site's translations still have them.
      title={themeString(
        'theme.contentVisibility.unlistedBanner.title',
        themeString('theme.unlistedContent.title', 'Unlisted page'),
      )}
      message={themeString(
        'theme.contentVisibility.unlistedBanner.message',
        themeString(
          'theme.unlistedContent.message',
          'No list, sidebar or sitemap of this site leads here, and search engines are asked to leave it out: only its link does.',
        ),
      )}
    />
  );
}

export function ContentVisibility({ frontMatter }: { frontMatter: Record<string, unknown> }) {
  return (
    <>
      {frontMatter.unlisted === true ? <Unlisted /> : null}
      {frontMatter.draft === true ? (
        <Banner
          kind="draft"
          title={themeString('theme.contentVisibility.draftBanner.title', 'Draft page')}
          message={themeString(
            'theme.contentVisibility.draftBanner.message',
            'This page is a draft: the preview shows it, and the build you publish leaves it out.',
          )}
        />
      ) : null}
    </>
  );
}
