// @theme-original/MDXComponents (and @theme/MDXComponents when the site has none of its own).
//
// A site's src/theme/MDXComponents.tsx writes `{ ...MDXComponents, MyThing }`. zapsite's own MDX
// components (headings, links, code, admonitions, tabs) are applied by the Markdown steps, so the
// map's entries are not enumerable: the spread copies nothing and the theme's own rendering stays,
// while `MDXComponents.a` or `MDXComponents.Details` still give a component to wrap.
import Admonition from './Admonition.tsx';
import CodeBlock from './CodeBlock.tsx';
import Details from './Details.tsx';
import Head from './Head.tsx';
import Heading from './Heading.tsx';
import Link from './Link.tsx';
import TabItem from './TabItem.tsx';
import Tabs from './Tabs.tsx';

const heading = (as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6') => (props: Record<string, unknown>) => (
  <Heading as={as} {...props} />
);

const entries: Record<string, unknown> = {
  Head,
  a: Link,
  details: Details,
  Details,
  h1: heading('h1'),
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  admonition: Admonition,
  Admonition,
  code: CodeBlock,
  CodeBlock,
  Tabs,
  TabItem,
};

const MDXComponents: Record<string, unknown> = {};
for (const [name, value] of Object.entries(entries))
  Object.defineProperty(MDXComponents, name, { value, enumerable: false });

export default MDXComponents;
