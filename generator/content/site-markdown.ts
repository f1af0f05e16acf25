// A site's own `markdown.preprocessor` and `markdown.parseFrontMatter` (Docusaurus's markdown
// options: written in zapsite.config.ts, or taken from a Docusaurus config at each build), run over
// every Markdown and MDX file on this thread before the front matter is read, as Docusaurus runs
// them: parseFrontMatter, given the file as written, gives the front matter every page, sidebar and
// list reads, and the body a page's title and description come from when front matter gives none
// (its content plugins); the preprocessor's text is what is rendered (its MDX loader), front matter
// and all, so positions in messages are the rendered text's, as in Docusaurus.
import {
  optionValue,
  type MarkdownPreprocessor,
  type ParseFrontMatter,
  type TakenValue,
} from '../config/docusaurus-value.ts';
import type { ResolvedConfig } from '../config/schema.ts';
import { diag } from '../diagnostics.ts';
import { optionPlace } from '../routes/option-place.ts';
import { siteCodeLimitMs } from '../site-code.ts';
import type { Diagnostic, FrontMatter, SourceFile } from '../types.ts';
import { splitFrontMatter } from './front-matter.ts';

/** What the site's parseFrontMatter gave for one file. */
export interface SiteFront {
  frontMatter: FrontMatter;
  /** The body without front matter, as the function returned it. */
  content: string;
}

type Option = 'preprocessor' | 'parseFrontMatter';

const MARKDOWN_FILE = /\.(md|mdx)$/i;

/** Whether the config gives either function. */
export function hasSiteMarkdown(config: Pick<ResolvedConfig, 'markdown'>): boolean {
  return config.markdown.preprocessor !== undefined || config.markdown.parseFrontMatter !== undefined;
}

/**
 * Runs the site's functions over `files`: each Markdown file's text becomes the preprocessor's, and
 * the front matter parseFrontMatter gave is returned by file. A function that throws, does not
 * finish or returns what Docusaurus would not take is one error per message, at the function,
 * listing the files; such a file keeps its text and its own front matter.
 */
export async function runSiteMarkdown(
  files: SourceFile[],
  config: ResolvedConfig,
): Promise<{ fronts: Map<SourceFile, SiteFront>; diagnostics: Diagnostic[] }> {
  const fronts = new Map<SourceFile, SiteFront>();
  const failures = new Map<string, { option: Option; error: unknown; message: string; files: string[] }>();
  const parse = siteFunction(config, 'parseFrontMatter');
  const preprocess = sitePreprocessor(config);
  const ms = siteCodeLimitMs();
  const failed = (option: Option, error: unknown, file: SourceFile) => {
    const message = error instanceof Error ? error.message : String(error);
    const key = `${option}\0${message}`;
    const seen = failures.get(key) ?? { option, error, message, files: [] };
    seen.files.push(file.relPath);
    failures.set(key, seen);
  };
  for (const file of files) {
    if (file.route || !MARKDOWN_FILE.test(file.relPath)) continue;
    // The dev cache keeps an unchanged file's object between builds: each build starts from the file as written.
    const written = file.written ?? file.text;
    const args = { filePath: file.absPath, fileContent: written };
    if (parse) {
      try {
        const value = await withinMs(parse.fn({ ...args, defaultParseFrontMatter }), ms, 'parseFrontMatter');
        fronts.set(file, parsedFront(value));
      } catch (error) {
        failed('parseFrontMatter', error, file);
      }
    }
    if (preprocess) {
      try {
        file.text = preprocess(file.absPath, written);
        file.written = written;
      } catch (error) {
        failed('preprocessor', error, file);
      }
    }
  }
  const diagnostics = [...failures.values()].map(({ option, error, message, files: affects }) => ({
    ...diag({
      code: 'markdown-function',
      args: { option, error: message, files: affects.length },
      ...optionPlace(error, config, ['markdown', option], siteFunction(config, option)?.taken),
    }),
    affects,
  }));
  return { fronts, diagnostics };
}

/**
 * Docusaurus's default: the file's YAML front matter and its body, trimmed, safe to change. YAML
 * that does not parse gives none here; reading the file's front matter reports it at its line.
 */
async function defaultParseFrontMatter(params: { fileContent: string; filePath?: string }): Promise<SiteFront> {
  const split = splitFrontMatter(String(params.fileContent), params.filePath ?? '');
  return { frontMatter: structuredClone(split.frontMatter), content: split.body.trim() };
}

/** What the functions are read from: the config's markdown options and the values taken for them. */
type FunctionsOf = { markdown: Partial<Pick<ResolvedConfig['markdown'], Option>> } & Pick<
  ResolvedConfig,
  'docusaurusValues'
>;

/**
 * The site's preprocessor as a plain text -> text step, for a partial read later by the MDX bundle
 * (mdx-partials.ts), or undefined when there is none.
 */
export function sitePreprocessor(config: FunctionsOf): ((filePath: string, fileContent: string) => string) | undefined {
  const preprocess = siteFunction(config, 'preprocessor');
  if (!preprocess) return undefined;
  return (filePath, fileContent) => {
    const text: unknown = preprocess.fn({ filePath, fileContent });
    if (typeof text !== 'string') throw new Error(`it returned ${describe(text)}, not the file's text`);
    return text;
  };
}

interface Functions {
  preprocessor: MarkdownPreprocessor;
  parseFrontMatter: ParseFrontMatter;
}

function siteFunction<O extends Option>(
  config: FunctionsOf,
  option: O,
): { fn: Functions[O]; taken: TakenValue | undefined } | undefined {
  const { value, taken } = optionValue(config.markdown[option], config.docusaurusValues);
  return typeof value === 'function' ? { fn: value as Functions[O], taken } : undefined;
}

function parsedFront(value: unknown): SiteFront {
  const v = value as { frontMatter?: unknown; content?: unknown } | null;
  const fm = v && typeof v === 'object' ? v.frontMatter : undefined;
  if (!fm || typeof fm !== 'object' || Array.isArray(fm) || typeof v!.content !== 'string')
    throw new Error(`it returned ${describe(value)}, not { frontMatter, content }`);
  return { frontMatter: fm as FrontMatter, content: v!.content };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return `an object with ${Object.keys(value).join(', ') || 'no keys'}`;
  return typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`;
}

/** `value`, or an error once the limit on site code passes (a promise that never settles). */
async function withinMs<T>(value: T | Promise<T>, ms: number, option: Option): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      Promise.resolve(value),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the ${option} call did not finish within ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
