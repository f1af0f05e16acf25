import { describe, expect, it } from 'vitest';
import { rank } from '../../theme/shared/search/rank.ts';

describe('local ranking', () => {
  it("puts a match in a record's own heading above one in its text, earlier positions first", () => {
    const r = rank(
      [
        {
          optional: false,
          matches: [
            { field: 'c', slots: [[1], null, [2]] },
            { field: 'h', slots: [null, [3]] },
          ],
        },
      ],
      9,
    );
    expect(r.map((x) => x.id)).toEqual([3, 1, 2]);
  });

  it('puts a match in the headings above a record between its own heading and its text', () => {
    const r = rank(
      [
        {
          optional: false,
          matches: [
            { field: 'c', slots: [[1]] },
            { field: 'p', slots: [[2]] },
            { field: 'h', slots: [[3]] },
          ],
        },
      ],
      9,
    );
    expect(r.map((x) => x.id)).toEqual([3, 2, 1]);
  });

  it('ranks the typed word above a longer word it starts', () => {
    const r = rank(
      [
        {
          optional: false,
          matches: [
            { field: 'c', slots: [[1]], factor: 0.8 },
            { field: 'c', slots: [[2]] },
          ],
        },
      ],
      9,
    );
    expect(r.map((x) => x.id)).toEqual([2, 1]);
  });

  it('requires every term, and scores a record by all of them', () => {
    const r = rank(
      [
        { optional: false, matches: [{ field: 'c', slots: [[1, 2, 3]] }] },
        {
          optional: false,
          matches: [
            { field: 'c', slots: [[3], [2]] },
            { field: 'h', slots: [[4]] },
          ],
        },
      ],
      9,
    );
    expect(r.map((x) => x.id)).toEqual([3, 2]);
  });

  it('keeps the records that match the most words when none has them all', () => {
    const r = rank(
      [
        { optional: false, matches: [{ field: 'c', slots: [[1, 2]] }] },
        { optional: false, matches: [{ field: 'c', slots: [[2, 3]] }] },
        { optional: false, matches: [{ field: 'c', slots: [[9]] }] },
      ],
      9,
    );
    expect(r.map((x) => x.id)).toEqual([2]);
  });

  it('keeps index order for equal scores', () => {
    expect(rank([{ optional: false, matches: [{ field: 'c', slots: [[5, 2, 8]] }] }], 9).map((x) => x.id)).toEqual([
      2, 5, 8,
    ]);
  });
});
