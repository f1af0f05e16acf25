// Code blocks and admonitions in Docusaurus's classic markup (`theme-code-block`, `codeBlockContainer`,
// `buttonGroup`; `theme-admonition`, Infima's `alert alert--*`), so Infima and the site's own CSS
// style them as on Docusaurus. They replace the shared components of the same names in the classic
// theme only (see ../server.tsx); the highlighted `<pre>` inside is the shared highlighter's.
import type { CSSProperties, ReactNode } from 'react';
import { AdmonitionBox } from './admonition-box.tsx';
import { Island } from '../../components/Island.tsx';
import CopyButton from '../islands/CopyButton.tsx';
import {
  CodeBlockButtons,
  CodeBlockContainer,
  CodeBlockLayout,
  CommonDetails,
  Details,
} from '../../shared/docusaurus-classes.ts';

type Props = Record<string, unknown>;
interface Rendered {
  html: string;
}

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : v === undefined || v === null ? undefined : String(v);

export function ClassicAdmonition(p: Props, c: Rendered): ReactNode {
  return <AdmonitionBox type={str(p.type)} title={str(p.title)} className={str(p.className)} html={c.html} />;
}

export function ClassicCodeBlock(p: Props, c: Rendered): ReactNode {
  const title = str(p.title);
  // `showLineNumbers` (true or the first line's number): the numbers are a CSS counter, neither
  // copied nor selected with the code.
  const first = p.showLineNumbers === true ? 1 : typeof p.showLineNumbers === 'number' ? p.showLineNumbers : undefined;
  const numbered = first !== undefined;
  // The gutter is as wide as the last line's number, as Docusaurus's table cell of numbers is.
  const digits = numbered ? String(first + (c.html.match(/<span class="line/g)?.length ?? 1) - 1).length : 0;
  const style = numbered
    ? { ...(first !== 1 ? { counterReset: `zs-line ${first - 1}` } : {}), '--zs-line-digits': digits }
    : undefined;
  return (
    <div
      className={`${p.className ? `${str(p.className)} ` : ''}language-${str(p.language)} theme-code-block ${CodeBlockContainer.codeBlockContainer}${numbered ? ' codeBlockNumbered' : ''}`}
      style={style as CSSProperties | undefined}
    >
      {title ? <div className={CodeBlockLayout.codeBlockTitle}>{title}</div> : null}
      <div className={CodeBlockLayout.codeBlockContent}>
        <div className="zs-code-box" dangerouslySetInnerHTML={{ __html: c.html }} />
        <Island
          name="CopyButton"
          className={CodeBlockButtons.buttonGroup}
          when="intent"
          component={CopyButton}
          props={{}}
        />
      </div>
    </div>
  );
}

/**
 * A `<details>` as Docusaurus's Details draws it: an info alert whose summary has a turning arrow,
 * the content under a rule. A native element, so it opens and closes with no script.
 */
export function ClassicDetails(p: Props, c: Rendered): ReactNode {
  const classes = [
    CommonDetails.details,
    'alert',
    'alert--info',
    Details.details,
    ...((p.className as string[] | undefined) ?? []),
  ];
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
        <div className={CommonDetails.collapsibleContent} dangerouslySetInnerHTML={{ __html: c.html }} />
      </div>
    </details>
  );
}
