// Docusaurus's classic admonition (`theme-admonition`, Infima's `alert alert--*`): the box a `:::tip`
// block is drawn in (content/components.tsx ClassicAdmonition, given the content's HTML) and the one
// `@theme/Admonition` renders on a classic-theme site (theme/docusaurus/Admonition.tsx, given React
// children, in the browser too), so both look as on Docusaurus.
import type { ReactNode, SVGProps } from 'react';
import { ClassicAdmonitionIcon } from './admonition-icons.tsx';
import { themeString } from '../theme-text.tsx';
import { AdmonitionLayout as styles } from '../../shared/docusaurus-classes.ts';

// Each admonition keyword and the Infima alert colour Docusaurus gives it, with its default title.
const KINDS: Record<string, { alert: string; title: string; icon: string }> = {
  note: { alert: 'secondary', title: 'note', icon: 'note' },
  tip: { alert: 'success', title: 'tip', icon: 'tip' },
  info: { alert: 'info', title: 'info', icon: 'info' },
  warning: { alert: 'warning', title: 'warning', icon: 'warning' },
  caution: { alert: 'warning', title: 'caution', icon: 'warning' },
  danger: { alert: 'danger', title: 'danger', icon: 'danger' },
  // Docusaurus's older keywords look like the kind they stand for.
  important: { alert: 'info', title: 'important', icon: 'info' },
  secondary: { alert: 'secondary', title: 'secondary', icon: 'note' },
  success: { alert: 'success', title: 'success', icon: 'tip' },
};

export interface AdmonitionBoxProps {
  /** The keyword (`theme-admonition-<type>`). */
  type?: string;
  /** The look, when another than the type's: one of Docusaurus's admonition types (Admonition/Types). */
  kind?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  /** The content as HTML (a Markdown block's), else `children`. */
  html?: string;
  children?: ReactNode;
}

/**
 * Docusaurus's Admonition/Layout: the box (`theme-admonition theme-admonition-<type>`), its heading
 * when it has a title or an icon, its content. The types' components give it their Infima alert
 * class, icon and default title; a site's own type may give it none.
 */
export function AdmonitionLayout({
  type = 'note',
  title,
  icon,
  className,
  html,
  children,
}: Omit<AdmonitionBoxProps, 'kind'>) {
  return (
    <div
      className={`theme-admonition theme-admonition-${type} ${styles.admonition}${className ? ` ${className}` : ''}`}
    >
      {title || icon ? (
        <div className={styles.admonitionHeading}>
          <span className={styles.admonitionIcon}>{icon}</span>
          {title}
        </div>
      ) : null}
      {html !== undefined ? (
        <div className={styles.admonitionContent} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <div className={styles.admonitionContent}>{children}</div>
      )}
    </div>
  );
}

/** The box as one of Docusaurus's types draws it (`kind`, else the type's own): its alert class, icon and title. */
export function AdmonitionBox({ type = 'note', kind: look, title, icon, className, ...rest }: AdmonitionBoxProps) {
  // A type of the site's own with no component of its own looks like info, as Docusaurus draws it.
  const kind = KINDS[look ?? type] ?? KINDS.info!;
  // A className is added after the type's, as Docusaurus's types add it (its unlisted banner's).
  return (
    <AdmonitionLayout
      {...rest}
      type={type}
      className={`alert alert--${kind.alert}${className ? ` ${className}` : ''}`}
      icon={icon ?? <AdmonitionIcon kind={look ?? type} />}
      title={title ?? themeString(`theme.admonition.${kind.title}`, kind.title)}
    />
  );
}

/** The icon Docusaurus draws for a kind of admonition (Admonition/Icon/<Kind>); props go on its svg. */
export function AdmonitionIcon({ kind, ...props }: { kind: string } & SVGProps<SVGSVGElement>) {
  return <ClassicAdmonitionIcon shape={(KINDS[kind] ?? KINDS.info!).icon} {...props} />;
}

export type AdmonitionTypeProps = Omit<AdmonitionBoxProps, 'kind' | 'html'>;

/** Docusaurus's Admonition/Types: each type's component, drawing the box with that type's look. */
export const ADMONITION_TYPES: Record<string, (props: AdmonitionTypeProps) => ReactNode> = Object.fromEntries(
  Object.keys(KINDS).map((kind) => [kind, (props: AdmonitionTypeProps) => <AdmonitionBox {...props} kind={kind} />]),
);
