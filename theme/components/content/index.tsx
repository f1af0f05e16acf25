// Components available to Markdown and MDX, rendered to HTML at build time.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import QR from 'qrcode/lib/core/qrcode.js';
import { Icon } from '../Icons.tsx';
import { Island } from '../Island.tsx';
import Tabs, { type TabsProps } from '../../islands/Tabs.tsx';
import { LABEL_HTML } from '../../shared/tab-choice.ts';
import CopyButton from '../../islands/CopyButton.tsx';
import MermaidIsland from '../../islands/Mermaid.tsx';
import { mermaidBoxHeight, type MermaidProps } from '../../shared/mermaid.ts';
import { StillPlayground } from '../../shared/live-playground.tsx';
import type { BlogPostSummary, ThemeTexts } from '../../shared/types.ts';
import { LIVE_PLAYGROUND, STORAGE_KEYS, type IslandComponent } from '../../shared/island.ts';
import { encodeHref } from '../../shared/url-path.ts';

interface Rendered {
  html: string;
  elements: { name: string; props: Record<string, unknown>; html: string }[];
}
type Props = Record<string, unknown>;

const Html = ({ html, as = 'div', className }: { html: string; as?: 'div' | 'span'; className?: string }) => {
  const Tag = as;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
};

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : v === undefined || v === null ? undefined : String(v);

const ADMONITION_TITLES: Record<string, string> = {
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
// Docusaurus's older keywords look like the kind they stand for.
const ADMONITION_ICONS: Record<string, string> = { important: 'info', secondary: 'note', success: 'tip' };

function Admonition(p: Props, c: Rendered) {
  const type = str(p.type) ?? 'note';
  return (
    <div className={`admonition admonition--${type}`}>
      <p className="admonition__heading">
        <Icon name={ADMONITION_ICONS[type] ?? type} size={18} />
        <span>{str(p.title) ?? ADMONITION_TITLES[type]}</span>
      </p>
      <Html className="admonition__content" html={c.html} />
    </div>
  );
}

function CodeBlock(p: Props, c: Rendered) {
  const title = str(p.title);
  // `showLineNumbers` (true or the first line's number): the numbers are a CSS counter, so they
  // are neither copied nor selected with the code.
  const first = p.showLineNumbers === true ? 1 : typeof p.showLineNumbers === 'number' ? p.showLineNumbers : undefined;
  return (
    <div
      className={`code-block language-${str(p.language)}${first !== undefined ? ' code-block--numbered' : ''}`}
      style={first !== undefined && first !== 1 ? { counterReset: `zs-line ${first - 1}` } : undefined}
    >
      {title ? <div className="code-block__title">{title}</div> : null}
      <div className="code-block__body">
        <Html html={c.html} />
        <Island
          name="CopyButton"
          as="span"
          className="code-block__actions"
          when="intent"
          component={CopyButton}
          props={{}}
        />
      </div>
    </div>
  );
}

/**
 * A ```mermaid block when `markdown.mermaid` is on: the source in a box of fixed height, and the
 * island that draws it there once the box nears the viewport.
 */
function Mermaid(p: Props, config: MermaidProps | undefined) {
  const code = str(p.code) ?? '';
  const id = `mermaid-src-${Number(p.index) || 0}`;
  return (
    <div className="mermaid" style={{ height: `${mermaidBoxHeight(code)}rem` }}>
      <pre className="mermaid__source" id={id}>
        {code.replace(/\n$/, '')}
      </pre>
      <Island
        name="Mermaid"
        className="mermaid__island"
        when="visible"
        component={MermaidIsland}
        props={config ?? { light: 'default', dark: 'dark', options: {} }}
      />
    </div>
  );
}

/**
 * A ```jsx live block when `markdown.liveCodeBlocks` is on: the still playground, the island that
 * makes it live once near the viewport (its module is the site's, bundled with react-live:
 * generator/content/mdx-site.ts siteIslands).
 */
function LiveCodeBlock(p: Props, c: Rendered) {
  const props = { code: str(p.code) ?? '', html: c.html, noInline: p.noInline === true };
  return <Island name={LIVE_PLAYGROUND} when="visible" component={StillPlayground} props={props} />;
}

/** Tabs drawn by `Look` (the shared island's, or the classic theme's Docusaurus markup): its island, with its TabItems' panels. */
export const tabsServer = (Look: IslandComponent<TabsProps>) => (p: Props, c: Rendered) => tabsIsland(p, c, Look);

function tabsIsland(p: Props, c: Rendered, Look: IslandComponent<TabsProps>) {
  // Docusaurus's `values` prop: the labels (and order) of TabItems that give only their value.
  const labels = new Map(
    (Array.isArray(p.values) ? (p.values as { value?: unknown; label?: unknown }[]) : []).map((v) => [
      str(v?.value),
      v?.label,
    ]),
  );
  const items = c.elements
    .filter((e) => e.name === 'TabItem')
    .map((e) => {
      const value = str(e.props.value) ?? str(e.props.label) ?? '';
      return {
        value,
        ...tabLabel(e.props.label ?? labels.get(value), value),
        html: e.html,
        default: e.props.default === true || undefined,
        // Docusaurus's TabItem `attributes` (on its tab) and `className` (on its panel).
        ...(isPlainObject(e.props.attributes) ? { attributes: e.props.attributes } : {}),
        ...(str(e.props.className) ? { className: str(e.props.className) } : {}),
      };
    });
  const chosen = str(p.defaultValue);
  if (chosen !== undefined && items.some((i) => i.value === chosen))
    for (const item of items) item.default = item.value === chosen || undefined;
  const groupId = str(p.groupId);
  // `queryString`: true keeps the choice in the address under the groupId, a string under itself.
  const queryKey = typeof p.queryString === 'string' ? p.queryString : p.queryString === true ? groupId : undefined;
  // A visitor's stored choice for the group, or one in the address, is something the server could
  // not render: then the tabs wake at once; otherwise on first intent, with every group sharing the id.
  const shown = items.find((i) => i.default)?.value ?? items[0]?.value;
  const wake =
    groupId || queryKey
      ? {
          ...(groupId ? { group: `tabs:${groupId}`, stored: STORAGE_KEYS.tabs(groupId), unless: shown } : {}),
          ...(queryKey ? { query: queryKey } : {}),
        }
      : undefined;
  const props: TabsProps = {
    groupId,
    items,
    idBase: `tabs-${textHash(JSON.stringify([groupId, items]))}`,
    ...(queryKey ? { queryKey } : {}),
    ...(str(p.className) ? { className: str(p.className) } : {}),
    ...(p.lazy === true ? { lazy: true } : {}),
    ...(p.block === true ? { block: true } : {}),
  };
  return <Island name="Tabs" when="intent" wake={wake} component={Look} props={props} />;
}

/** A tab's label: its text, or its HTML when it was given as React nodes (placeholder.ts LABEL_HTML). */
function tabLabel(given: unknown, value: string): { label: string; labelHtml?: string } {
  const html = isPlainObject(given) ? str(given[LABEL_HTML]) : undefined;
  if (html !== undefined) return { label: value, labelHtml: html };
  return { label: str(given) ?? value };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A short hash of text (FNV-1a): the same tabs make the same ids, on every build and in the browser. */
function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

function TabItem(_p: Props, c: Rendered) {
  // Only reached outside <Tabs>: show the content plainly.
  return <Html html={c.html} />;
}

function Button(p: Props, c: Rendered) {
  const href = str(p.to) ?? str(p.href) ?? '#';
  const external = /^https?:/.test(href);
  return (
    <a
      className={`button button--${str(p.variant) ?? 'primary'}`}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Html as="span" html={c.html.replace(/^<p>|<\/p>$/g, '')} />
    </a>
  );
}

function Card(p: Props, c: Rendered) {
  const href = str(p.to) ?? str(p.href);
  const body = (
    <>
      <span className="card__head">
        {str(p.icon) ? <Icon name={str(p.icon)!} size={22} /> : null}
        <span className="card__title">{str(p.title)}</span>
      </span>
      <Html className="card__body" html={c.html} />
    </>
  );
  return href ? (
    <a className="card card--link" href={href}>
      {body}
    </a>
  ) : (
    <div className="card">{body}</div>
  );
}

const CardGrid = (_p: Props, c: Rendered) => <Html className="card-grid" html={c.html} />;

function Hero(p: Props, c: Rendered) {
  return (
    <section className="hero">
      <h1 className="hero__title">{str(p.title)}</h1>
      {str(p.tagline) ? <p className="hero__tagline">{str(p.tagline)}</p> : null}
      <Html className="hero__actions" html={c.html} />
    </section>
  );
}

const Gallery = (_p: Props, c: Rendered) => <Html className="gallery" html={c.html} />;

function Figure(p: Props, c: Rendered) {
  return (
    <figure className="figure">
      <img
        src={str(p.src)}
        alt={str(p.alt) ?? ''}
        width={p.width as number | undefined}
        height={p.height as number | undefined}
        loading="lazy"
        decoding="async"
      />
      {str(p.caption) || c.html ? <figcaption>{str(p.caption) ?? <Html as="span" html={c.html} />}</figcaption> : null}
    </figure>
  );
}

/** A QR code drawn as SVG at build time: no script, crisp at any size. */
function QRCode(p: Props) {
  const value = str(p.value) ?? '';
  const qr = QR.create(value, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  let d = '';
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) if (qr.modules.get(x, y)) d += `M${x + 2} ${y + 2}h1v1h-1z`;
  const caption = str(p.caption);
  return (
    <figure className="qr-code">
      <svg
        viewBox={`0 0 ${size + 4} ${size + 4}`}
        width={160}
        height={160}
        role="img"
        aria-label={`QR code for ${value}`}
        shapeRendering="crispEdges"
      >
        <rect width="100%" height="100%" fill="#fff" />
        <path d={d} fill="#000" />
      </svg>
      <figcaption>
        <code>{value}</code>
        {caption ? <span className="qr-code__caption">{caption}</span> : null}
      </figcaption>
    </figure>
  );
}

function IconComponent(p: Props) {
  return <Icon name={str(p.name) ?? 'star'} size={Number(p.size ?? 20)} />;
}

type ContentComponent = (p: Props, c: Rendered) => ReactNode;

/**
 * `reuseShells: false` renders every use with React (the tests' reference). `replace`: a theme's
 * own markup for some components (the classic theme's code blocks and admonitions). `wrapTables`:
 * ContentComponents.wrapTables.
 */
export function createContentComponents(
  ctx: {
    latestPosts: BlogPostSummary[];
    baseUrl: string;
    mermaid?: MermaidProps;
    liveCodeBlocks?: boolean;
    /** The classic theme's own text (theme/classic/theme-text.tsx); the shared components have none. */
    themeTexts?: ThemeTexts;
  },
  opts: { reuseShells?: boolean; replace?: Record<string, ContentComponent>; wrapTables?: boolean } = {},
) {
  function LatestPosts(p: Props) {
    const count = Number(p.count ?? 3);
    const tag = str(p.tag);
    const posts = ctx.latestPosts.filter((post) => !tag || post.tags.some((t) => t.key === tag)).slice(0, count);
    return (
      <ul className="latest-posts">
        {posts.map((post) => (
          <li key={post.url} className="latest-posts__item">
            <a href={encodeHref(ctx.baseUrl.replace(/\/$/, '') + post.url)} className="latest-posts__link">
              {post.title}
            </a>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            {post.description ? <p>{post.description}</p> : null}
          </li>
        ))}
      </ul>
    );
  }
  const registry: Record<string, ContentComponent> = {
    Admonition,
    CodeBlock,
    Tabs: tabsServer(Tabs),
    TabItem,
    Button,
    Card,
    CardGrid,
    Hero,
    Gallery,
    Figure,
    QRCode,
    Icon: IconComponent,
    LatestPosts,
    Mermaid: (p) => Mermaid(p, ctx.mermaid),
    LiveCodeBlock,
    ...opts.replace,
  };
  const shells = new Map<string, [string, string] | null>();
  return {
    // Mermaid and LiveCodeBlock are reached through code blocks only, never as a tag in MDX (nor are they in Docusaurus).
    names: new Set(Object.keys(registry).filter((n) => n !== 'Mermaid' && n !== 'LiveCodeBlock' && !isElement(n))),
    liveCodeBlocks: ctx.liveCodeBlocks ?? false,
    elements: new Set(Object.keys(registry).filter(isElement)),
    wrapTables: opts.wrapTables ?? true,
    props: PROPS,
    render,
  };
  function render(name: string, props: Props, children: Rendered): string {
    // A title with Markdown in it (an admonition's): drawn where the plain title would be.
    if (typeof props.titleHtml === 'string') {
      const { titleHtml, ...rest } = props;
      return render(name, { ...rest, title: TITLE_SLOT }, children).replace(TITLE_SLOT, titleHtml);
    }
    const fn = registry[name];
    if (!fn) throw new Error(`No component ${name}`);
    const react = (c: Rendered) => renderToStaticMarkup(<>{fn(props, c)}</>);
    const keyOf = opts.reuseShells === false ? undefined : SHELL_KEYS[name];
    if (!keyOf) return react(children);
    const key = name + keyOf(props);
    let shell = shells.get(key);
    if (shell === undefined) {
      const parts = react({ html: SLOT, elements: [] }).split(SLOT);
      shell = parts.length === 2 ? [parts[0]!, parts[1]!] : null;
      shells.set(key, shell);
    }
    return shell ? shell[0] + children.html + shell[1] : react(children);
  }
}

// Letters only, so React writes it as it is; replaced by the title's HTML after the render.
const TITLE_SLOT = 'zsTitleSlotA7f3';

/** A lower-case registry name is an HTML element the theme draws (ContentComponents.elements). */
const isElement = (name: string): boolean => /^[a-z]/.test(name);

/**
 * The props each component reads (children aside), so a page that gives one it would ignore hears
 * of it; `needs`: the component is of no use without one of these.
 */
const PROPS: Record<string, { props: readonly string[]; needs?: readonly string[]; needsHint?: string }> = {
  Admonition: { props: ['type', 'title'] },
  CodeBlock: { props: ['title', 'language', 'showLineNumbers'] },
  Tabs: { props: ['groupId', 'values', 'defaultValue', 'queryString', 'className', 'lazy', 'block'] },
  TabItem: { props: ['value', 'label', 'default', 'attributes', 'className'] },
  Button: {
    props: ['to', 'href', 'variant'],
    needs: ['to', 'href'],
    needsHint: 'Give it `to` (a page of this site) or `href` (another site); without either it links to "#".',
  },
  Card: { props: ['title', 'to', 'href', 'icon'] },
  CardGrid: { props: [] },
  Hero: { props: ['title', 'tagline'] },
  Gallery: { props: [] },
  Figure: { props: ['src', 'alt', 'caption', 'width', 'height'], needs: ['src'] },
  QRCode: { props: ['value', 'caption'], needs: ['value'] },
  Icon: { props: ['name', 'size'] },
  LatestPosts: { props: ['count', 'tag'] },
};

// Code blocks and admonitions are the same markup every time but for their inner HTML and a few
// props, so each distinct set of props is rendered once, with SLOT where the HTML goes, and filled
// in after. React took ~0.1 ms a code block: ~270 on the site, ~3,000 on 1,000 generated pages.
// The key is every prop the markup may read (a code block's copy button reads the DOM, not `code`);
// tests/unit/render/content-components.test.ts holds this to React for varied props and content.
const SLOT = '\u0000zs-slot\u0000';
const SHELL_KEYS: Record<string, (p: Props) => string> = {
  CodeBlock: ({ code: _code, ...rest }) => JSON.stringify(rest),
  Admonition: (p) => JSON.stringify(p),
};

// One formatter for every date: toLocaleDateString builds a new one on each call (~0.2 ms).
const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}
