// Components for MDX compiled by @mdx-js/mdx and rendered with React at build time.
//
// The theme's own components (Admonition, Tabs, Card, ...) render to HTML strings after the page
// is parsed back into hast (generator/content/transform-hast.ts), so here they are placeholders
// that carry their name and props. The site's interactive components become islands (their
// element props carried as HTML, theme/shared/island-elements.ts).
import { createElement, isValidElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Island, islandHtml } from '../Island.tsx';
import { PROVIDER_ERROR_RE, siteIslandName, type HydrateWhen } from '../../shared/island.ts';
import { reviveElements } from '../../shared/island-elements.ts';
import { DOCUSAURUS_PAGE_KEY, type DocusaurusPage, type StaticIsland } from '../../shared/docusaurus.ts';
import { packElements, uncrossable } from './element-props.ts';

/** Where the MDX compiler's plugin says a component was written ("line:column"), for errors. */
export const AT_PROP = '__zsAt';

/** A prop that cannot go where it must: to a theme component as JSON, or to the browser. */
export class MdxPropError extends Error {
  readonly at?: string;
  constructor(message: string, at?: string) {
    super(message);
    this.at = at;
  }
}

type Props = Record<string, unknown> & { children?: ReactNode };

function describe(value: unknown): string | undefined {
  if (typeof value === 'function') return 'a function';
  if (isValidElement(value)) return 'a React element';
  if (typeof value === 'symbol' || typeof value === 'bigint') return `a ${typeof value}`;
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) {
      const inner = describe(v);
      if (inner) return inner;
    }
  }
  return undefined;
}

function plainProps(component: string, props: Props, at: unknown, why: string): Record<string, unknown> {
  for (const [key, value] of Object.entries(props)) {
    const bad = describe(value);
    if (bad)
      throw new MdxPropError(
        `<${component}> got ${bad} in its "${key}" prop, but ${why}.`,
        typeof at === 'string' ? at : undefined,
      );
  }
  return props;
}

function themePlaceholder(name: string): ComponentType<Props> {
  const Placeholder = ({ children, [AT_PROP]: at, ...props }: Props) =>
    createElement(
      'zs-component',
      {
        'data-name': name,
        'data-props': JSON.stringify(
          plainProps(
            name,
            props,
            at,
            'the theme renders it from plain values (strings, numbers, booleans, arrays and objects of those)',
          ),
        ),
      },
      children,
    );
  Placeholder.displayName = name;
  return Placeholder;
}

function islandOf(name: string, Real: ComponentType<object>, when: HydrateWhen): ComponentType<Props> {
  const Interactive = ({ [AT_PROP]: at, ...props }: Props) => {
    // A function (or a handler on an element) cannot reach the browser: the component is rendered
    // here, whole and as given, and stays static, with a warning naming the prop.
    for (const [key, value] of Object.entries(props)) {
      const what = uncrossable(value);
      if (what) {
        notePage({ component: name, prop: key, what, ...(typeof at === 'string' ? { at } : {}) });
        return <Real {...props} />;
      }
    }
    // Elements travel as their server HTML, and the server renders from what the browser will get.
    let sent: Props;
    let html: string;
    try {
      sent = packElements(props);
      html = islandHtml(siteIslandName(name), Real, reviveElements(sent));
    } catch (error) {
      // Rendered on its own, an island has no provider around it (the site's Root, a component it
      // sits in). One that needs one is rendered with the page instead, as Docusaurus renders it,
      // and stays static, with a warning; any other error is the page's.
      const message = error instanceof Error ? error.message : String(error);
      if (!PROVIDER_ERROR_RE.test(message)) throw error;
      notePage({ component: name, prop: '', what: message, provider: true, ...(typeof at === 'string' ? { at } : {}) });
      return <Real {...props} />;
    }
    return (
      <Island
        name={siteIslandName(name)}
        component={Real}
        props={reviveElements(sent)}
        sent={sent}
        html={html}
        when={when}
        as="span"
        contents
      />
    );
  };
  Interactive.displayName = `Island(${name})`;
  return Interactive;
}

/** Tells the page being rendered (generator/content/mdx-render.ts) that an island stayed static. */
function notePage(note: StaticIsland): void {
  const page = (globalThis as Record<symbol, DocusaurusPage | undefined>)[Symbol.for(DOCUSAURUS_PAGE_KEY)];
  if (
    page &&
    !page.staticIslands?.some((n) => n.component === note.component && n.prop === note.prop && n.at === note.at)
  )
    (page.staticIslands ??= []).push(note);
}

interface MdxComponentsInput {
  /** The theme's content components, by name (see createContentComponents). */
  themeNames: Iterable<string>;
  /** The site's components file's exports. */
  site: Record<string, unknown>;
  /** Site components that hydrate, and when. */
  interactive: Record<string, HydrateWhen>;
}

/**
 * Every component an MDX page can use without an import; the site's win over the theme's. As MDX's
 * provider takes them: a component, an object of components (`<UIType.Switch>` reads `UIType`) or
 * a tag name (`em: 'i'`); only a component can be an island.
 */
export function createMdxComponents(input: MdxComponentsInput): Record<string, ComponentType<Props>> {
  const out: Record<string, ComponentType<Props>> = {};
  for (const name of input.themeNames) out[name] = themePlaceholder(name);
  for (const [name, value] of Object.entries(input.site)) {
    const component = typeof value === 'function' || (value && typeof value === 'object' && '$$typeof' in value);
    if (!component && !(value && typeof value === 'object') && typeof value !== 'string') continue;
    const when = component ? input.interactive[name] : undefined;
    out[name] = when ? islandOf(name, value as ComponentType<object>, when) : (value as ComponentType<Props>);
  }
  return out;
}

/** One MDX page's content to HTML. */
/** `props`: what a React page gets besides its components (the site config and route, as Docusaurus gives them). */
export function renderMdx(
  Content: ComponentType<{ components: object }>,
  components: object,
  props: Record<string, unknown> = {},
): string {
  return renderToStaticMarkup(createElement(Content, { ...props, components }));
}
