// Code blocks and admonitions in Docusaurus's classic markup (`theme-code-block`, `codeBlockContainer`,
// `buttonGroup`; `theme-admonition`, Infima's `alert alert--*`), so Infima and the site's own CSS
// style them as on Docusaurus. They replace the shared components of the same names in the classic
// theme only (see ../server.tsx); the highlighted `<pre>` inside is the shared highlighter's.
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icons.tsx';
import { Island } from '../../components/Island.tsx';
import CopyButton from '../islands/CopyButton.tsx';

type Props = Record<string, unknown>;
interface Rendered {
  html: string;
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : v === undefined || v === null ? undefined : String(v);

// Each admonition keyword and the Infima alert colour Docusaurus gives it, with its default title.
const KINDS: Record<string, { alert: string; title: string; icon: string }> = {
  note: { alert: 'secondary', title: 'note', icon: 'note' },
  tip: { alert: 'success', title: 'tip', icon: 'tip' },
  info: { alert: 'info', title: 'info', icon: 'info' },
  warning: { alert: 'warning', title: 'warning', icon: 'warning' },
  caution: { alert: 'warning', title: 'caution', icon: 'caution' },
  danger: { alert: 'danger', title: 'danger', icon: 'danger' },
  // Docusaurus's older keywords look like the kind they stand for.
  important: { alert: 'info', title: 'important', icon: 'info' },
  secondary: { alert: 'secondary', title: 'secondary', icon: 'note' },
  success: { alert: 'success', title: 'success', icon: 'tip' },
};

export function ClassicAdmonition(p: Props, c: Rendered): ReactNode {
  const type = str(p.type) ?? 'note';
  const kind = KINDS[type] ?? KINDS.note!;
  // A className is added after the theme's, as Docusaurus's Admonition adds it (its unlisted banner's).
  const extra = str(p.className);
  return (
    <div
      className={`theme-admonition theme-admonition-${type} admonition alert alert--${kind.alert}${extra ? ` ${extra}` : ''}`}
    >
      <div className="admonitionHeading">
        <span className="admonitionIcon">
          <Icon name={kind.icon} size={16} />
        </span>
        {str(p.title) ?? kind.title}
      </div>
      <div className="admonitionContent" dangerouslySetInnerHTML={{ __html: c.html }} />
    </div>
  );
}

export function ClassicCodeBlock(p: Props, c: Rendered): ReactNode {
  const title = str(p.title);
  // `showLineNumbers` (true or the first line's number): the numbers are a CSS counter, neither
  // copied nor selected with the code.
  const first = p.showLineNumbers === true ? 1 : typeof p.showLineNumbers === 'number' ? p.showLineNumbers : undefined;
  const numbered = first !== undefined;
  return (
    <div
      className={`language-${str(p.language)} theme-code-block codeBlockContainer${numbered ? ' codeBlockNumbered' : ''}`}
      style={numbered && first !== 1 ? { counterReset: `zs-line ${first - 1}` } : undefined}
    >
      {title ? <div className="codeBlockTitle">{title}</div> : null}
      <div className="codeBlockContent">
        <div className="codeBlock" dangerouslySetInnerHTML={{ __html: c.html }} />
        <Island name="CopyButton" className="buttonGroup" when="intent" component={CopyButton} props={{}} />
      </div>
    </div>
  );
}

/**
 * A `<details>` as Docusaurus's Details draws it: an info alert whose summary has a turning arrow,
 * the content under a rule. A native element, so it opens and closes with no script.
 */
export function ClassicDetails(p: Props, c: Rendered): ReactNode {
  const classes = ['details', 'alert', 'alert--info', ...((p.className as string[] | undefined) ?? [])];
  // The element's own attributes (id, title, data-*, ...), spread as Docusaurus's Details spreads its props.
  const attributes = (p.attributes as Record<string, string> | undefined) ?? {};
  return (
    <details
      {...attributes}
      className={classes.join(' ')}
      data-collapsed={p.open ? 'false' : 'true'}
      open={p.open === true}
    >
      {typeof p.summary === 'string' ? (
        <summary dangerouslySetInnerHTML={{ __html: p.summary }} />
      ) : (
        <summary>Details</summary>
      )}
      <div>
        <div className="collapsibleContent" dangerouslySetInnerHTML={{ __html: c.html }} />
      </div>
    </details>
  );
}
