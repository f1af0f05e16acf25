// @theme/Heading: <h2 id="x"> with the anchor link the theme gives Markdown headings, as
// Docusaurus's Heading draws it, in a page's components as anywhere (the Markdown steps add it to
// Markdown's headings alone: generator/content/transform-hast.ts).
import type { HTMLAttributes } from 'react';
import { translate } from './Translate.tsx';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

export default function Heading({ as: As, id, children, className, ...rest }: HeadingProps) {
  if (As === 'h1' || !id) {
    return (
      <As id={id} className={className} {...rest}>
        {children}
      </As>
    );
  }
  const label = translate(
    { id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}' },
    { heading: typeof children === 'string' ? children : id },
  );
  return (
    <As id={id} className={['anchor', className].filter(Boolean).join(' ')} {...rest}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
        {'\u200b'}
      </a>
    </As>
  );
}
