// @theme/Admonition: the same markup as a `:::tip` block in Markdown, the classic theme's on a site
// that uses it (Docusaurus's `theme-admonition`, drawn by the type's component in @theme/Admonition/Types,
// the site's own when it swizzled the map; an unknown type as `info`, as Docusaurus draws it), zapsite's
// own theme's otherwise.
import type { ComponentType, ReactNode } from 'react';
import AdmonitionTypes from '@theme/Admonition/Types';
import { Icon } from '../components/Icons.tsx';
import { docusaurusSite } from './context.ts';

const TITLES: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  secondary: 'Secondary',
  success: 'Success',
};
const ICONS: Record<string, string> = { important: 'info', secondary: 'note', success: 'tip' };

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export default function Admonition({ type = 'note', title, icon, className, children }: AdmonitionProps) {
  if (docusaurusSite().classicTheme) {
    const types = AdmonitionTypes as Record<string, ComponentType<AdmonitionProps>>;
    const Type = types[type] ?? types.info!;
    return <Type type={type} title={title} icon={icon} className={className} children={children} />;
  }
  return (
    <div className={[`admonition admonition--${type}`, className].filter(Boolean).join(' ')}>
      <p className="admonition__heading">
        {icon ?? <Icon name={ICONS[type] ?? type} size={18} />}
        <span>{title ?? TITLES[type] ?? type}</span>
      </p>
      <div className="admonition__content">{children}</div>
    </div>
  );
}
