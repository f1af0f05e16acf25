import { describe, expect, it } from 'vitest';
import { normalizeTag, normalizeTags, readTagsFile, type TagsSettings } from '../../../generator/routes/tags.ts';
import { planDocTags, docTagTitle } from '../../../generator/routes/doc-tags.ts';
import { wordsOf } from '../../../generator/i18n/theme-defaults.ts';
import type { Diagnostic, DocMeta, SourceFile } from '../../../generator/types.ts';

const FILE = {
  relPath: 'docs/tags.yml',
  text: 'readers:\n  label: Readers\n  description: USB readers.\nsetup:\nmister:\n  label: MiSTer FPGA\n  permalink: /MiSTer FPGA\n',
};

function tagsFile(text = FILE.text, policy: 'throw' | 'warn' | 'ignore' = 'warn') {
  const diagnostics: Diagnostic[] = [];
  return { file: readTagsFile({ relPath: 'docs/tags.yml', text }, policy, 'docs-tags', diagnostics), diagnostics };
}

function docFile(name: string, frontMatterText: string): SourceFile {
  return {
    absPath: `/site/docs/${name}`,
    relPath: `docs/${name}`,
    contentPath: name,
    kind: 'doc',
    text: `---\n${frontMatterText}\n---\n\nBody.\n`,
  };
}

const settings = (over: Partial<TagsSettings> = {}): TagsSettings => ({
  tagsRoute: '/docs/tags',
  trailingSlash: true,
  onInlineTags: 'warn',
  fileName: 'docs/tags.yml',
  codes: { file: 'docs-tags', inline: 'docs-inline-tag' },
  ...over,
});

describe('readTagsFile', () => {
  it('gives each key a label (the key capitalised) and a permalink (kebab case) when the file leaves them out', () => {
    const { file, diagnostics } = tagsFile();
    expect(diagnostics).toEqual([]);
    expect(file!.get('setup')).toEqual({ label: 'Setup', permalink: '/setup', description: undefined });
    expect(file!.get('readers')).toEqual({ label: 'Readers', permalink: '/readers', description: 'USB readers.' });
    // A permalink the file gives is kebab-cased too, as Docusaurus does.
    expect(file!.get('mister')).toEqual({ label: 'MiSTer FPGA', permalink: 'mi-s-ter-fpga', description: undefined });
  });

  it('returns no file with onInlineTags: ignore, as Docusaurus does (every tag is then inline)', () => {
    expect(tagsFile(FILE.text, 'ignore').file).toBeNull();
  });

  it('reports a file that is empty, not YAML, not a map, has an unknown field, or gives two keys one permalink', () => {
    const cases: [string, RegExp, number][] = [
      ['  \n', /empty/, 1],
      ['readers: [unclosed\n', /not valid YAML/, 2],
      ['- readers\n- setup\n', /map tag keys/, 1],
      ['readers:\n  colour: blue\n', /unknown field "colour"/, 1],
      ['readers:\n  label: 3\n', /"label" of tag "readers" must be a string/, 1],
      [
        'readers:\n  permalink: /shelf\nsetup:\n  permalink: /shelf\n',
        /"readers" and "setup" have the same permalink/,
        3,
      ],
    ];
    for (const [text, message, line] of cases) {
      const { file, diagnostics } = tagsFile(text);
      expect(file).toBeNull();
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]).toMatchObject({ code: 'docs-tags', severity: 'error', file: 'docs/tags.yml' });
      expect(diagnostics[0]!.message).toMatch(message);
      expect(diagnostics[0]!.line).toBe(line);
    }
  });
});

describe('normalizeTag', () => {
  const { file } = tagsFile();
  it('takes a key of the tags file with its label, description and permalink under the tags route', () => {
    expect(normalizeTag('readers', file, settings())).toEqual({
      key: 'readers',
      label: 'Readers',
      permalink: '/docs/tags/readers/',
      description: 'USB readers.',
      inline: false,
    });
  });

  it('makes an inline string tag its own label, with its permalink in kebab case', () => {
    expect(normalizeTag('Card Games', file, settings())).toMatchObject({
      label: 'Card Games',
      permalink: '/docs/tags/card-games/',
      inline: true,
    });
    expect(normalizeTag('MiSTer', null, settings())).toMatchObject({
      label: 'MiSTer',
      permalink: '/docs/tags/mi-s-ter/',
      inline: true,
    });
  });

  it('keeps an object tag as written (inline), its permalink under the tags route in the site form', () => {
    expect(
      normalizeTag({ label: 'Launchers', permalink: '/launch-tools' }, file, settings({ trailingSlash: false })),
    ).toEqual({
      key: 'Launchers',
      label: 'Launchers',
      permalink: '/docs/tags/launch-tools',
      description: undefined,
      inline: true,
    });
    expect(
      normalizeTag({ label: 'Launchers', permalink: 'launch-tools' }, file, settings({ trailingSlash: undefined }))!
        .permalink,
    ).toBe('/docs/tags/launch-tools');
  });

  it('refuses what is neither a string nor a { label, permalink } object', () => {
    expect(normalizeTag(42, file, settings())).toBeUndefined();
    expect(normalizeTag({ label: 'No permalink' }, file, settings())).toBeUndefined();
  });
});

describe('normalizeTags', () => {
  const doc = docFile('a.md', 'title: A\ntags:\n  - readers\n  - Card Games\n  - 42');

  it('warns about each inline tag at its line when there is a tags file, and fails a value that is not a tag', () => {
    const diagnostics: Diagnostic[] = [];
    const tags = normalizeTags(
      doc,
      ['readers', 'Card Games', 42],
      { tagsFile: tagsFile().file, settings: settings() },
      diagnostics,
    );
    expect(tags.map((t) => t.label)).toEqual(['Readers', 'Card Games']);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.column])).toEqual([
      ['docs-inline-tag', 'warning', 5, 5],
      ['docs-tags', 'error', 6, 5],
    ]);
  });

  it('follows onInlineTags: throw makes the inline tag an error, ignore says nothing', () => {
    const run = (policy: 'throw' | 'ignore') => {
      const diagnostics: Diagnostic[] = [];
      normalizeTags(
        doc,
        ['Card Games'],
        { tagsFile: tagsFile().file, settings: settings({ onInlineTags: policy }) },
        diagnostics,
      );
      return diagnostics.map((d) => d.severity);
    };
    expect(run('throw')).toEqual(['error']);
    expect(run('ignore')).toEqual([]);
  });

  it('says nothing about inline tags when there is no tags file, as Docusaurus does', () => {
    const diagnostics: Diagnostic[] = [];
    expect(normalizeTags(doc, 'Card Games', { tagsFile: null, settings: settings() }, diagnostics)).toHaveLength(1);
    expect(diagnostics).toEqual([]);
  });
});

describe('planDocTags', () => {
  function meta(id: string, title: string, unlisted = false): DocMeta {
    return {
      id,
      sourcePath: `/site/docs/${id}.md`,
      url: `/docs/1.0/${id}/`,
      title,
      sidebarLabel: title,
      dir: '',
      isIndex: false,
      unlisted,
      draft: false,
    };
  }
  const entry = (id: string, title: string, tags: unknown, unlisted = false, description?: string) => ({
    doc: meta(id, title, unlisted),
    file: docFile(`${id}.md`, 'title: x'),
    frontMatter: { tags, ...(description ? { description } : {}) },
  });
  const plan = (docs: ReturnType<typeof entry>[]) =>
    planDocTags({
      docs,
      routeBase: '/docs/1.0',
      tagsBasePath: 'tags',
      tagsFile: tagsFile().file,
      tagsFileName: 'docs/tags.yml',
      onInlineTags: 'warn',
      trailingSlash: true,
    });

  it("puts one version's tag pages under its own route, docs sorted by title, a doc tagged twice listed once", () => {
    const p = plan([
      entry('b', 'Zapper', ['readers', 'readers'], false, 'Fires at the screen.'),
      entry('a', 'Arcade stick', ['readers', 'setup']),
    ]);
    expect(p.list).toEqual({
      url: '/docs/1.0/tags/',
      tags: [
        { label: 'Readers', url: '/docs/1.0/tags/readers/', count: 2, description: 'USB readers.' },
        { label: 'Setup', url: '/docs/1.0/tags/setup/', count: 1 },
      ],
    });
    const readers = p.pages.find((t) => t.label === 'Readers')!;
    expect(readers.docs.map((d) => d.title)).toEqual(['Arcade stick', 'Zapper']);
    expect(readers.docs[1]!.description).toBe('Fires at the screen.');
    expect(readers.allTagsUrl).toBe('/docs/1.0/tags/');
    expect(p.docTags.get('b')!.map((t) => t.label)).toEqual(['Readers', 'Readers']);
  });

  it('leaves unlisted docs off a tag that has listed ones, and makes a tag of only unlisted docs an unlisted page', () => {
    const p = plan([entry('a', 'Shown', ['readers']), entry('b', 'Hidden', ['readers', 'setup'], true)]);
    const readers = p.pages.find((t) => t.label === 'Readers')!;
    expect([readers.unlisted, readers.count, readers.docs.map((d) => d.id)]).toEqual([false, 1, ['a']]);
    const setup = p.pages.find((t) => t.label === 'Setup')!;
    expect([setup.unlisted, setup.count, setup.docs.map((d) => d.id)]).toEqual([true, 1, ['b']]);
    expect(p.list!.tags.map((t) => t.label)).toEqual(['Readers']);
  });

  it('makes no list page when no doc has a tag', () => {
    const p = plan([entry('a', 'Plain', undefined)]);
    expect(p.list).toBeUndefined();
    expect(p.pages).toEqual([]);
  });

  it('titles a tag page with the count in words', () => {
    expect(docTagTitle(1, 'Readers')).toBe('One doc tagged with "Readers"');
    expect(docTagTitle(3, 'Readers')).toBe('3 docs tagged with "Readers"');
  });

  it("titles it in the site's language, with the language's plural forms", () => {
    // Our own Polish-like test messages: three forms (one, few, many) as Polish has.
    const words = wordsOf(
      {
        'theme.docs.tagDocListPageTitle': '{nDocsTagged}: „{tagName}”',
        'theme.docs.tagDocListPageTitle.nDocsTagged': 'jeden dokument|{count} dokumenty|{count} dokumentów',
      },
      'pl',
    );
    expect(docTagTitle(1, 'Czytniki', words)).toBe('jeden dokument: „Czytniki”');
    expect(docTagTitle(3, 'Czytniki', words)).toBe('3 dokumenty: „Czytniki”');
    expect(docTagTitle(5, 'Czytniki', words)).toBe('5 dokumentów: „Czytniki”');
  });
});
