// A page's description when front matter has none: the first line of text, as Docusaurus takes it.
import { describe, expect, it } from 'vitest';
import { markdownExcerpt } from '../../generator/content/excerpt.ts';

describe('markdownExcerpt', () => {
  it('skips the title, imports and code, and takes the Markdown off the first line of text', () => {
    const body = [
      "import Lamp from '@site/src/components/Lamp';",
      "import { wick } from './wicks';",
      '',
      '# Trimming a wick',
      '',
      '````md',
      '```js',
      'not this',
      '```',
      '````',
      '',
      'Keep **the wick** short: see [the guide](/docs/guide) and `trim()` ![a lamp](/img/lamp.png) now.',
      '',
      'Not this line.',
    ].join('\n');
    expect(markdownExcerpt(body)).toBe('Keep the wick short: see the guide and trim() a lamp now.');
  });

  it('skips a setext title, a heading of its own id, tags, quotes and admonition lines', () => {
    expect(markdownExcerpt('Oil lamps\n=========\n\n<div>\n\n> Burns clean\n')).toBe('Burns clean');
    expect(markdownExcerpt(':::tip\n\nA wick is cotton.\n')).toBe('A wick is cotton.');
    expect(markdownExcerpt('## Getting ready {#ready}\n')).toBe('Getting ready');
    expect(markdownExcerpt('Text with a :smile: face\n')).toBe('Text with a face');
  });

  it('is undefined when there is no text', () => {
    expect(markdownExcerpt('# Only a title\n\n```\ncode\n```\n')).toBeUndefined();
    expect(markdownExcerpt('')).toBeUndefined();
  });
});
