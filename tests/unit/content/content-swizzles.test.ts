// Which component takes a block <details> a page writes (content-swizzles.ts withContentSwizzles):
// the site's components file's own `Details`, else its swizzled Details given the summary apart,
// else none (the theme draws it); a `details` of the site's never does, as in Docusaurus, which
// hands the tag to MDXComponents.Details. The theme's mark never reaches a site component.
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withContentSwizzles } from '../../../generator/content/content-swizzles.ts';
import { THEME_ELEMENT_ATTR } from '../../../generator/content/theme-element.ts';

type Props = Record<string, unknown>;

/** What a page writes: `<details>` marked for the theme, its summary first. */
function written(Details: unknown): string {
  const props = { [THEME_ELEMENT_ATTR]: '', className: 'shade' };
  const children = [createElement('summary', { key: 's' }, 'Frost'), createElement('p', { key: 'p' }, 'Warm water.')];
  return renderToStaticMarkup(createElement(Details as string, props, ...children));
}

const Swizzled = ({ summary, children, ...props }: Props) =>
  createElement('section', props, createElement('h4', null, summary as ReactNode), children as ReactNode);
const Own = (props: Props) => createElement('aside', props, props.children as ReactNode);

describe('withContentSwizzles and <details>', () => {
  it('gives the swizzled Details the summary apart and the rest as children, without the theme`s mark', () => {
    const mdx = withContentSwizzles({}, { Details: Swizzled }, [], 'at');
    expect(written(mdx.details)).toBe(
      '<section class="shade"><h4><summary>Frost</summary></h4><p>Warm water.</p></section>',
    );
  });

  it('lets the components file`s own Details take the element whole, before the swizzle', () => {
    const mdx = withContentSwizzles({ Details: Own }, { Details: Swizzled }, [], 'at');
    expect(written(mdx.details)).toBe('<aside class="shade"><summary>Frost</summary><p>Warm water.</p></aside>');
  });

  it('leaves the element to the theme otherwise, a lower-case `details` of the site`s included', () => {
    expect(withContentSwizzles({}, {}, [], 'at').details).toBeUndefined();
    const mdx = withContentSwizzles({ details: Own, Lamp: Own }, {}, [], 'at');
    expect(mdx.details).toBeUndefined();
    expect(mdx.Lamp).toBe(Own);
  });
});
