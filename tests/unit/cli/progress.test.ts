// The progress line of a long stage on a terminal: its layout, that it appears only past a
// second, that the stage's own line replaces it, and that without a terminal nothing is drawn.
import { describe, expect, it } from 'vitest';
import { formatProgress, stageReporter, type Output } from '../../../cli/reporter.ts';
import { simpleCounter } from '../../../generator/progress.ts';

function capture(): { o: Output; lines: string[] } {
  const lines: string[] = [];
  return { lines, o: { out: (l) => lines.push(l), err: (l) => lines.push(l) } };
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('formatProgress', () => {
  it('lines up with the stage lines and counts with thousands separators', () => {
    expect(formatProgress('content', 3210, 4200, 10001)).toBe('  content     3.21 s  4,200 / 10,001 pages');
    expect(formatProgress('render', 1000, 12, 12)).toBe('  render      1.00 s  12 / 12 pages');
    // A count past the total (pages besides the planned ones) never reads as more than all.
    expect(formatProgress('render', 1500, 13, 12)).toBe('  render      1.50 s  12 / 12 pages');
  });
});

describe('stageReporter on a terminal', () => {
  it('draws the count in place once the stage passes a second, then the stage line replaces it', async () => {
    const { o, lines } = capture();
    const drawn: string[] = [];
    const reporter = stageReporter(o, false, { write: (t) => drawn.push(t) });
    try {
      const counter = simpleCounter('content', 10);
      counter.done = 3;
      await wait(1400);
      const last = drawn.at(-1)!;
      expect(last).toMatch(/^\r\x1b\[2K {2}content {5}1\.\d\d s {2}3 \/ 10 pages$/);
      counter.done = 10;
      reporter.stage('content', 1500, '10 pages');
      expect(drawn.at(-1)).toBe('\r\x1b[2K');
      expect(lines).toEqual(['  content     1.50 s  10 pages']);
      const count = drawn.length;
      await wait(300);
      expect(drawn).toHaveLength(count);
    } finally {
      reporter.close();
    }
  });

  it('draws nothing without a terminal', async () => {
    const { o, lines } = capture();
    const reporter = stageReporter(o);
    try {
      const counter = simpleCounter('render', 5);
      counter.done = 2;
      await wait(1300);
      reporter.stage('render', 1300, '5 pages');
      expect(lines).toEqual(['  render      1.30 s  5 pages']);
    } finally {
      reporter.close();
    }
  });
});
