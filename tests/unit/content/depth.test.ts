// The nesting scan (generator/content/depth.ts): every construct the parsers recurse on is counted,
// up to and past the limit, and nothing that only looks deep is.
import { describe, expect, it } from 'vitest';
import { findTooDeep, MAX_NESTING } from '../../../generator/content/depth.ts';

const at3 = (text: string, mdx = true) => findTooDeep(text, { mdx, limit: 3 });

describe('findTooDeep', () => {
  it('finds the level past the limit, with its line and column', () => {
    expect(at3('<div><div><div><div>x</div></div></div></div>')).toEqual({
      line: 1,
      column: 16,
      what: 'tags and expressions',
    });
    expect(at3('> > > > x')).toEqual({ line: 1, column: 7, what: 'blockquotes and lists' });
    // A list is two levels, the list and its item.
    expect(at3('- a\n  - b')).toEqual({ line: 2, column: 3, what: 'blockquotes and lists' });
    expect(at3('> - x')).toBeUndefined();
    expect(at3('> > - x')).toEqual({ line: 1, column: 5, what: 'blockquotes and lists' });
    expect(at3('*a _a *a _a x a_ a* a_ a*')).toEqual({ line: 1, column: 10, what: 'emphasis markers' });
    expect(at3('********x********')).toEqual({ line: 1, column: 1, what: 'emphasis markers' });
    expect(at3('{((((1))))}')).toEqual({ line: 1, column: 4, what: 'tags and expressions' });
    expect(at3('<A b={<A b={<A />} />} />')).toEqual({ line: 1, column: 12, what: 'tags and expressions' });
    expect(at3('<><><><>x</></></></>')).toEqual({ line: 1, column: 7, what: 'tags and expressions' });
  });

  it('lets the limit itself through, and counts again after each element closes', () => {
    expect(at3('<div><div><div>x</div></div></div>\n<div><div><div>x</div></div></div>')).toBeUndefined();
    expect(at3('> > > x')).toBeUndefined();
    expect(at3('*a _a *a x a* a_ a*')).toBeUndefined();
    expect(at3('{((1))} {((1))}')).toBeUndefined();
    expect(at3('- a\n- b\n  > c\n- d')).toBeUndefined();
    expect(
      findTooDeep('<div>'.repeat(MAX_NESTING) + 'x' + '</div>'.repeat(MAX_NESTING), { mdx: true }),
    ).toBeUndefined();
    expect(findTooDeep('<div>'.repeat(MAX_NESTING + 1) + 'x', { mdx: true })?.column).toBe(MAX_NESTING * 5 + 1);
  });

  it('does not count what only looks deep', () => {
    // Autolinks, void tags, comments, code spans and fences, strings in expressions.
    expect(
      at3('<https://a.b/c> <https://a.b/d> <me@x.io> <https://a.b/e> <br /> <br/> <img src="x" />'),
    ).toBeUndefined();
    expect(at3('<!-- <div><div><div><div> -->')).toBeUndefined();
    expect(at3('<!-- <div><div>\n<div><div> -->\nText.')).toBeUndefined();
    expect(at3('`*a *a *a *a` and `<a><a><a><a>`')).toBeUndefined();
    expect(at3('```\n> > > > x\n<a><a><a><a>\n```')).toBeUndefined();
    expect(at3('{"((((("} {`(((`}')).toBeUndefined();
    // Emphasis inside words, closed emphasis, thematic breaks, paragraphs apart.
    expect(at3('foo_bar_baz and __init__ and __a__ and **b** and *c* and _d_ and e*f*g*h*i')).toBeUndefined();
    expect(at3('*********')).toBeUndefined();
    expect(at3('*a *a\n\n*a *a x')).toBeUndefined();
    // Front matter is not content; in plain Markdown, HTML tags are raw HTML and do not nest.
    expect(at3('---\ntitle: "{{{{"\n---\nText.')).toBeUndefined();
    expect(at3('<div><div><div><div>x</div></div></div></div>', false)).toBeUndefined();
  });
});
