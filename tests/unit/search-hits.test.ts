import { describe, expect, it } from 'vitest';
import { groupHits, hitDisplay, hitUrl, pageDisplay } from '../../theme/shared/search/hits.ts';
import { initialState, reduce } from '../../theme/shared/search/state.ts';
import { noResultsText } from '../../theme/shared/search/constants.ts';
import { segmentsToText } from '../../theme/shared/search/highlight.ts';
import type { SearchHit, SearchResponse } from '../../theme/shared/search/types.ts';

const h = (id: string, lvl0: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  objectID: id,
  url: `/docs/${id}/`,
  type: 'lvl1',
  content: null,
  hierarchy: { lvl0, lvl1: `Title ${id}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  ...extra,
});

describe('search hits', () => {
  it('turns hosted absolute URLs into site paths and applies the replacement rule', () => {
    expect(hitUrl('https://zaparoo.org/docs/readers/nfc/#pn532')).toBe('/docs/readers/nfc/#pn532');
    expect(hitUrl('//zaparoo.org/docs/readers/#nfc')).toBe('/docs/readers/#nfc');
    expect(hitUrl('https://zaparoo.org/docs/a/?x=1#b', { from: '/docs/', to: '/manual/' })).toBe('/manual/a/?x=1#b');
    expect(hitUrl('/docs/a/#h', { from: '/docs/', to: '/' })).toBe('/a/#h');
    // The rule is a literal string, not a pattern.
    expect(hitUrl('/docs/a.b/', { from: '.', to: '_' })).toBe('/docs/a_b/');
  });

  it("groups by top-level heading in order of each group's best hit, five per group", () => {
    const hits = [
      h('1', 'Readers'),
      h('2', 'Tokens'),
      ...['3', '4', '5', '6', '7', '8'].map((i) => h(i, 'Readers')),
      h('9', 'Tokens'),
    ];
    const groups = groupHits(hits);
    expect(groups.map((g) => g.title)).toEqual(['Readers', 'Tokens']);
    expect(groups[0]!.hits.map((x) => x.objectID)).toEqual(['1', '3', '4', '5', '6']);
    expect(groups[1]!.hits.map((x) => x.objectID)).toEqual(['2', '9']);
  });

  it('shows a content hit as its snippet under its heading chain, a heading under its page', () => {
    const content = h('c', 'Readers', {
      type: 'content',
      content: 'The PN532 reader',
      hierarchy: { lvl0: 'Readers', lvl1: 'PN532', lvl2: 'Wiring', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      _snippetResult: { content: { value: 'The <mark>PN532</mark> reader' } },
    });
    const d = hitDisplay(content);
    expect(segmentsToText(d.title)).toBe('The PN532 reader');
    expect(d.title.find((s) => s.match)?.text).toBe('PN532');
    expect(segmentsToText(d.path)).toBe('PN532 › Wiring');
    const heading = h('x', 'Readers', {
      type: 'lvl2',
      hierarchy: { lvl0: 'Readers', lvl1: 'PN532', lvl2: 'Wiring', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    });
    expect(segmentsToText(hitDisplay(heading).title)).toBe('Wiring');
    expect(segmentsToText(hitDisplay(heading).path)).toBe('PN532');
    const page = pageDisplay(content);
    expect(segmentsToText(page.title)).toBe('Wiring');
    expect(page.crumbs).toEqual(['Readers', 'PN532']);
  });

  it('words the no-results messages as specified', () => {
    expect(noResultsText('page', 'xyz')).toBe('No results for "xyz"');
    expect(noResultsText('modal', 'xyz')).toBe('No results found for "xyz"');
  });
});

describe('search box states', () => {
  const response = (hits: SearchHit[]): SearchResponse => ({
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: 1,
    source: 'local',
  });

  it('goes loading, stalled, then idle with results; ignores answers to older queries', () => {
    let s = reduce(initialState(), { type: 'query', query: 'pn', request: 1 });
    expect(s.status).toBe('loading');
    s = reduce(s, { type: 'query', query: 'pn5', request: 2 });
    s = reduce(s, { type: 'stall', request: 1 });
    expect(s.status).toBe('loading');
    s = reduce(s, { type: 'stall', request: 2 });
    expect(s.status).toBe('stalled');
    s = reduce(s, { type: 'results', request: 1, response: response([h('old', 'A')]) });
    expect(s.response).toBeNull();
    s = reduce(s, { type: 'results', request: 2, response: response([h('new', 'A')]) });
    expect(s.status).toBe('idle');
    expect(s.response?.hits[0]!.objectID).toBe('new');
    expect(s.answered).toBe('pn5');
  });

  it('errors only for the current request and clears on an empty query', () => {
    let s = reduce(initialState(), { type: 'query', query: 'a', request: 1 });
    s = reduce(s, { type: 'query', query: 'ab', request: 2 });
    s = reduce(s, { type: 'error', request: 1 });
    expect(s.status).toBe('loading');
    s = reduce(s, { type: 'error', request: 2 });
    expect(s.status).toBe('error');
    s = reduce(s, { type: 'query', query: '', request: 3 });
    expect(s).toMatchObject({ status: 'idle', response: null });
  });

  it('keeps the page titles of the largest result set as suggestions', () => {
    let s = reduce(initialState(), { type: 'query', query: 'a', request: 1 });
    s = reduce(s, { type: 'results', request: 1, response: response([h('1', 'A'), h('2', 'A'), h('3', 'B')]) });
    s = reduce(s, { type: 'query', query: 'ab', request: 2 });
    s = reduce(s, { type: 'results', request: 2, response: response([h('9', 'A')]) });
    s = reduce(s, { type: 'query', query: 'abzz', request: 3 });
    s = reduce(s, { type: 'results', request: 3, response: response([]) });
    expect(s.suggestions).toEqual(['Title 1', 'Title 2', 'Title 3']);
  });
});
