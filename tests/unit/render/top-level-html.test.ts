// The top-level pieces of a custom navbar item's server HTML, each an entry of the phone menu.
import { describe, expect, it } from 'vitest';
import { topLevelHtml } from '../../../theme/classic/components/top-level-html.ts';

describe('topLevelHtml', () => {
  it('splits sibling elements, keeping each whole with what it holds', () => {
    expect(
      topLevelHtml(
        '<li class="menu__list-item"><a href="/x">X<svg><path d="M1"></path></svg></a></li><div class="y"><b>Late</b></div>',
      ),
    ).toEqual([
      '<li class="menu__list-item"><a href="/x">X<svg><path d="M1"></path></svg></a></li>',
      '<div class="y"><b>Late</b></div>',
    ]);
  });

  it('keeps one element as it is, void elements and nested lists inside it', () => {
    const one = '<li><img src="/a.png" alt="a"><ul><li>One</li><li>Two<br>more</li></ul></li>';
    expect(topLevelHtml(one)).toEqual([one]);
  });

  it('gives text at the top level and a void element at the top level their own pieces', () => {
    expect(topLevelHtml('Open <!-- -->late<img src="/b.png"><span>now</span>')).toEqual([
      'Open <!-- -->late',
      '<img src="/b.png">',
      '<span>now</span>',
    ]);
  });
});
