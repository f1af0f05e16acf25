// Line rewrites that leave fenced code alone (content/prose-lines.ts) read fences as CommonMark
// does: a backtick run followed by another backtick on its line (```token=x```, as open-webui's
// docs write an inline value) is a code span and opens no fence, so what follows it is still
// prose; a fence closes only on a run of its own mark, as long, with nothing after it.
import { describe, expect, it } from 'vitest';
import { fenceStep, mapProseLines } from '../../../generator/content/prose-lines.ts';

const upper = (body: string) => mapProseLines(body, (line) => line.toUpperCase());

describe('fences in line rewrites', () => {
  it('reads a one-line ```code``` as a code span, so the lines after it stay prose', () => {
    expect(upper('see:\n```token=f4e2```\nafter')).toBe('SEE:\n```TOKEN=F4E2```\nAFTER');
  });

  it('keeps a fence open past a line with text after its marks, and past a shorter or other run', () => {
    const body = ['````md', '```js', 'inside', '```', '~~~~', 'still inside', '````', 'out'].join('\n');
    expect(upper(body).split('\n')).toEqual([
      '````md',
      '```js',
      'inside',
      '```',
      '~~~~',
      'still inside',
      '````',
      'OUT',
    ]);
  });

  it('says what each line does to a fence', () => {
    expect(fenceStep('```ts', undefined)).toBe('```');
    expect(fenceStep('```a```', undefined)).toBeUndefined();
    expect(fenceStep('~~~ `tilde info may hold backticks`', undefined)).toBe('~~~');
    expect(fenceStep('```` ', '````')).toBe('');
    expect(fenceStep('``` ', '````')).toBe('````');
    expect(fenceStep('> ```', '```')).toBe('');
  });
});
