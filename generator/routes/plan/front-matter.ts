// Each file's front matter, split from its body once, with the keys that must be strings checked.
import { splitFrontMatter, firstHeadingOf } from '../../content/front-matter.ts';
import { hasSiteMarkdown, runSiteMarkdown, type SiteFront } from '../../content/site-markdown.ts';
import type { ResolvedConfig } from '../../config/schema.ts';
import { markdownExcerpt } from '../../content/excerpt.ts';
import type { Memo } from '../../cache.ts';
import type { Diagnostic, FrontMatter, SourceFile } from '../../types.ts';
import { frontMatterKeyAt } from '../url-checks.ts';
import { diag } from '../../diagnostics.ts';

export interface Front {
  frontMatter: FrontMatter;
  body: string;
  firstHeading?: string;
  /** A Markdown file's first line of text: its description when front matter gives none. */
  excerpt?: string;
}

/** A file's description: front matter's, else its first line of text (Docusaurus's excerpt). */
export function descriptionOf(front: { frontMatter: FrontMatter; excerpt?: string }): string | undefined {
  const given = front.frontMatter.description;
  return typeof given === 'string' ? given : front.excerpt;
}

/**
 * The site's markdown.parseFrontMatter and preprocessor first, when the config gives one (their text
 * and front matter are the file's, content/site-markdown.ts), then each file's front matter.
 */
export async function readSiteFrontMatter(
  files: SourceFile[],
  memo: Memo,
  config: ResolvedConfig,
): Promise<ReturnType<typeof readFrontMatter>> {
  if (!hasSiteMarkdown(config)) return readFrontMatter(files, memo);
  const site = await runSiteMarkdown(files, config);
  const read = readFrontMatter(files, memo, site.fronts);
  return { fronts: read.fronts, diagnostics: [...site.diagnostics, ...read.diagnostics] };
}

/**
 * Each file's front matter and body, split once (and kept by the dev cache between builds). `site`:
 * what the site's markdown.parseFrontMatter gave, by file, which takes the place of the file's own
 * front matter, and whose content gives the title and excerpt (the body rendered is still the
 * file's); such a file also carries it (`SourceFile.frontMatter`) to the threads that render it.
 */
export function readFrontMatter(
  files: SourceFile[],
  memo: Memo,
  site?: ReadonlyMap<SourceFile, SiteFront>,
): { fronts: Map<SourceFile, Front>; diagnostics: Diagnostic[] } {
  const fronts = new Map<SourceFile, Front>();
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const given = site?.get(file);
    const read = () => {
      const value = splitFrontMatter(file.text, file.relPath);
      const from = given ? given.content : value.body;
      const excerpt = /\.mdx?$/.test(file.relPath) ? markdownExcerpt(from) : undefined;
      return {
        ...value,
        ...(given ? { frontMatter: given.frontMatter } : {}),
        firstHeading: firstHeadingOf(from),
        ...(excerpt ? { excerpt } : {}),
      };
    };
    // The site's function may give other front matter for the same text: not kept between builds.
    const split = given ? read() : memo.frontMatter(file, read);
    if (given) file.frontMatter = given.frontMatter;
    else delete file.frontMatter;
    diagnostics.push(...split.diagnostics);
    stringFields(file, split.frontMatter, diagnostics);
    // Later stages add to front matter objects' neighbours, never to them; a shallow copy keeps the cache clean.
    fronts.set(file, {
      frontMatter: { ...split.frontMatter },
      body: split.body,
      firstHeading: split.firstHeading,
      ...(split.excerpt ? { excerpt: split.excerpt } : {}),
    });
  }
  return { fronts, diagnostics };
}

// Front matter keys Docusaurus validates as strings (Joi.string) for docs, posts and pages alike:
// a list or a number there would otherwise be turned into a title, a URL or an id by guesswork.
const STRING_KEYS = ['title', 'slug', 'id'] as const;

function stringFields(file: SourceFile, fm: FrontMatter, diagnostics: Diagnostic[]): void {
  for (const key of STRING_KEYS) {
    const v = fm[key];
    if (v === undefined || typeof v === 'string') continue;
    const kind =
      v === null ? 'empty' : Array.isArray(v) ? 'a list' : typeof v === 'object' ? 'a mapping' : `a ${typeof v}`;
    diagnostics.push(
      diag({
        code: 'front-matter-type',
        args: { key, kind, value: v !== null && typeof v !== 'object' ? String(v) : undefined },
        file: file.relPath,
        ...frontMatterKeyAt(file.text, key),
      }),
    );
  }
}
