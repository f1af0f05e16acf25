// theme-common's processAdmonitionProps and isSamePath, as Docusaurus 3.10's behave, and the
// useTOCHighlight hook rendering on the server (where, as in Docusaurus, it does nothing).
import { createElement, Fragment, isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isSamePath, processAdmonitionProps } from '../../../theme/docusaurus/admonition-props.tsx';
import { useTOCHighlight } from '../../../theme/docusaurus/toc-highlight-hook.ts';
import { ADMONITION_TITLE_TAG } from '../../../theme/shared/docusaurus.ts';

describe('processAdmonitionProps', () => {
  it('takes a title written in the content out of the children, and keeps a given one', () => {
    const title = createElement(ADMONITION_TITLE_TAG, null, createElement('b', null, 'Hot'));
    const done = processAdmonitionProps({
      type: 'tip',
      children: [title, createElement('p', { key: 'p' }, 'Trim it.')],
    });
    expect(renderToStaticMarkup(done.title as ReactElement)).toBe('<b>Hot</b>');
    expect(isValidElement(done.children) && (done.children as ReactElement).type).toBe(Fragment);
    expect(renderToStaticMarkup(done.children as ReactElement)).toBe('<p>Trim it.</p>');
    const given = processAdmonitionProps({ type: 'tip', title: 'Mine', children: [title] });
    expect(given.title).toBe('Mine');
    expect(given.children).toBeNull();
    // Docusaurus's own element name for it is taken too.
    const theirs = processAdmonitionProps({ children: [createElement('mdxAdmonitionTitle', { key: 't' }, 'Theirs')] });
    expect(theirs.title).toBe('Theirs');
  });
});

describe('isSamePath', () => {
  it('sets a trailing slash and letter case aside', () => {
    expect(isSamePath('/docs/Intro', '/docs/intro/')).toBe(true);
    expect(isSamePath('/docs/intro', '/docs/other')).toBe(false);
    expect(isSamePath(undefined, undefined)).toBe(true);
    expect(isSamePath('/', undefined)).toBe(false);
  });
});

describe('useTOCHighlight', () => {
  it('renders on the server, touching no document', () => {
    function Toc() {
      useTOCHighlight({ linkClassName: 'toc-link', linkActiveClassName: 'toc-link--on' });
      return createElement('ul', null);
    }
    expect(renderToStaticMarkup(createElement(Toc))).toBe('<ul></ul>');
  });
});
