import { describe, expect, it } from 'vitest';
import { absoluteUrl, cleanMarkdown, llmsFullTxt, llmsTxt, type CleanOptions } from '../../../generator/emit/llms.ts';

const site = { url: 'https://zaparoo.org', baseUrl: '/site/' };
const opts = (o: Partial<CleanOptions> = {}): CleanOptions => ({
  mdx: true,
  excludeImports: true,
  removeDuplicateHeadings: false,
  resolveLink: (raw) => (raw.startsWith('http') ? raw : new URL(raw, 'https://zaparoo.org/site/docs/readers/').href),
  ...o,
});

describe('cleanMarkdown', () => {
  it('drops imports and JSX tags but keeps code blocks that show them', () => {
    // Kept as written, blank lines and all.
    const code = ['```jsx', "import Reader from './Reader';", '', '', '', '<Reader model="acr122u" />', '```'];
    const body = [
      "import Tabs from '@theme/Tabs';",
      "import TabItem from '@theme/TabItem';",
      '',
      '# Readers',
      '',
      '<Tabs>',
      '<TabItem value="pn532">',
      '',
      'Wire the PN532 to the **MiSTer** over USB.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      ...code,
      '',
      'Tap a <Highlight color="green">tag</Highlight> to launch.',
      '',
      '{/* a note for editors */}',
    ].join('\n');
    const { content } = cleanMarkdown(body, opts());
    const kept = [
      '# Readers',
      '',
      'Wire the PN532 to the **MiSTer** over USB.',
      '',
      ...code,
      '',
      'Tap a tag to launch.',
    ];
    expect(content).toBe(kept.join('\n'));
  });

  it('keeps imports when excludeImports is off, as the plugin does', () => {
    const { content } = cleanMarkdown("import Tabs from '@theme/Tabs';\n\nText.", opts({ excludeImports: false }));
    expect(content).toBe("import Tabs from '@theme/Tabs';\n\nText.");
  });

  it('strips HTML tags from Markdown read as CommonMark and keeps their text', () => {
    const { content } = cleanMarkdown(
      '<details>\n<summary>Wiring</summary>\n\nUse the **5V** pin.\n\n</details>\n\n<!-- editor note -->\n',
      opts({ mdx: false }),
    );
    expect(content).toBe('Wiring\n\nUse the **5V** pin.');
  });

  it('makes links and definitions absolute', () => {
    const { content } = cleanMarkdown(
      'See [the guide](../launchers.md#mister), [home](/), [ext](https://example.com/x) and [ref].\n\n[ref]: ./nfc.md\n',
      opts(),
    );
    expect(content).toBe(
      'See [the guide](https://zaparoo.org/site/docs/launchers.md#mister), [home](https://zaparoo.org/), [ext](https://example.com/x) and [ref].\n\n[ref]: https://zaparoo.org/site/docs/readers/nfc.md',
    );
  });

  it('removes a paragraph that only repeats the heading above it, when asked', () => {
    const body = '## Tag types\n\nTag types\n\nNTAG215 holds 504 bytes.\n\n## Other\n\nSomething else';
    expect(cleanMarkdown(body, opts({ removeDuplicateHeadings: true })).content).toBe(
      '## Tag types\n\nNTAG215 holds 504 bytes.\n\n## Other\n\nSomething else',
    );
    expect(cleanMarkdown(body, opts()).content).toBe(body);
  });

  it('collapses runs of blank lines between blocks and keeps {#id} headings as written', () => {
    const { content, firstParagraph, firstHeading } = cleanMarkdown(
      '## Setup {#setup}\n\n\n\n\nPlug in the reader.\n',
      opts(),
    );
    expect(content).toBe('## Setup {#setup}\n\nPlug in the reader.');
    expect(firstParagraph).toBe('Plug in the reader.');
    expect(firstHeading).toBe('Setup {#setup}');
    // An id of any characters Docusaurus reads is kept as written too.
    expect(cleanMarkdown('## Bad key {#v0:schemas:bad-key}\n\nText.\n', opts()).content).toBe(
      '## Bad key {#v0:schemas:bad-key}\n\nText.',
    );
  });
});

describe('cleanMarkdown read block by block', () => {
  // A reference definition sends a file to the whole-file parse (it reaches across blocks), so the
  // same text with one added at its end is read the slow way: the two must agree.
  const body = [
    '## Setup `nfc` ##',
    '',
    'Setup `nfc`',
    '',
    'Setup',
    '=====',
    '',
    '**Setup**',
    '',
    ':::warning Keyboard mode',
    'Switch the scanner to serial mode using either:',
    '- the switch on its side',
    '- a barcode from its manual',
    '',
    '',
    ':::',
    '',
    '::youtube[A demo]{#demo}',
    '',
    'Line one  ',
    'line two, [a link](./other.md) and an ![icon](/img/icon.svg).',
    '',
    '- see [the guide](./guide.md) and [its FAQ](../faq.md#top)',
    '  - nested: [the guide](./guide.md), [home](https://example.com/)',
    '',
    '### Pins in [the pinout](./pins.md)',
    '',
    'Written as code: `[the guide](./guide.md)`, then as a link: [the guide](./guide.md).',
    '',
    'With a title: [pins](./pins.md "Pins") and [ spaced ](./pins.md).',
    '',
    '| Reader | Bus |',
    '| ------ | --- |',
    '| PN532  | I2C |',
    '',
    '```html',
    '<a href="[x]">raw</a>',
    '```',
    '',
    '<details>',
    '<summary>Wiring</summary>',
    '',
    'Use the **5V** pin.',
    '',
    '</details>',
    '',
    '## Tags & cards',
    '',
    'Tags &amp; cards',
    '',
    'Last words.',
  ].join('\n');
  const definition = '[spare]: https://example.com/spare';

  for (const mdx of [false, true])
    for (const removeDuplicateHeadings of [false, true])
      it(`agrees with the whole-file parse (${mdx ? 'MDX' : 'CommonMark'}, duplicates ${removeDuplicateHeadings ? 'removed' : 'kept'})`, () => {
        const o = opts({ mdx, removeDuplicateHeadings });
        const quick = cleanMarkdown(body, o);
        const whole = cleanMarkdown(`${body}\n\n${definition}\n`, o);
        expect(whole.content).toBe(`${quick.content}\n\n${definition}`);
        expect(quick.firstParagraph).toBe(whole.firstParagraph);
        expect(quick.firstHeading).toBe(whole.firstHeading);
      });

  it('removes a repeated heading written with markup, and keeps the closing ::: of an admonition', () => {
    const { content, firstHeading } = cleanMarkdown(body, opts({ removeDuplicateHeadings: true }));
    expect(firstHeading).toBe('Setup nfc');
    expect(content).toMatch(/^## Setup `nfc` ##\n\nSetup\n=====\n\n:::warning/);
    expect(content).toContain('- a barcode from its manual\n\n\n:::');
    // Its entity makes the paragraph shorter read than written.
    expect(content).toMatch(/## Tags & cards\n\nLast words\.$/);
  });
});

describe('llms.txt and llms-full.txt', () => {
  const docs = [
    {
      title: 'Getting started',
      url: 'https://zaparoo.org/docs/',
      description: 'Start here.\nSecond line',
      content: '# Getting started\n\nTap a tag.',
    },
    {
      title: 'Readers',
      url: 'https://zaparoo.org/docs/readers/',
      description: 'x'.repeat(200),
      content: 'Pick a reader.',
    },
  ];

  it('lists every doc with the first line of its description, shortened past 150 characters', () => {
    expect(llmsTxt(docs, 'Zaparoo', 'Universal Loading System')).toBe(
      `# Zaparoo\n\n> Universal Loading System\n\nThis file contains links to documentation sections following the llmstxt.org standard.\n\n## Table of Contents\n\n- [Getting started](https://zaparoo.org/docs/): Start here.\n- [Readers](https://zaparoo.org/docs/readers/): ${'x'.repeat(147)}...\n`,
    );
  });

  it('adds a title heading only to a doc that does not open with it, and separates docs with a rule', () => {
    expect(llmsFullTxt(docs, 'Zaparoo', 'Universal Loading System')).toBe(
      '# Zaparoo\n\n> Universal Loading System\n\nThis file contains all documentation content in a single document following the llmstxt.org standard.\n\n# Getting started\n\nTap a tag.\n\n---\n\n## Readers\n\nPick a reader.\n',
    );
  });

  it('percent-encodes page paths in absolute URLs once', () => {
    expect(absoluteUrl(site, '/docs/Reader‐Setup & Tips/')).toBe(
      'https://zaparoo.org/site/docs/Reader%E2%80%90Setup%20&%20Tips/',
    );
    expect(absoluteUrl(site, '/docs/Reader%E2%80%90Setup%20&%20Tips/')).toBe(
      'https://zaparoo.org/site/docs/Reader%E2%80%90Setup%20&%20Tips/',
    );
  });
});
