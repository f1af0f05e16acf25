// The docs and blog `editUrl` option as Docusaurus takes it: a URL the file's path is joined to, or a
// function of where the file is; and, for a function written in a Docusaurus config, which
// zapsite.config.ts cannot hold, the config and the function's path in it (written by `zapsite
// migrate`; the build runs that config and takes the function, site-plugins/docusaurus-values.ts).
import { z } from 'zod';
import { docusaurusConfigValue } from './docusaurus-value.ts';
import type { ResolvedConfig } from './schema.ts';

/** What Docusaurus's docs plugin passes a function `editUrl`, for each doc. */
export interface DocsEditUrlParams {
  /** The doc's version: 'current' for the docs folder, else its name in versions.json. */
  version: string;
  /** The version's folder, from the site folder: 'docs', 'versioned_docs/version-1.0'. */
  versionDocsDirPath: string;
  /** The doc's file, from the version's folder: 'guide/intro.md'. */
  docPath: string;
  /** The doc's URL, the base URL in front: '/docs/guide/intro'. */
  permalink: string;
  /** The locale being built. */
  locale: string;
}

/** What Docusaurus's blog plugin passes a function `editUrl`, for each post. */
export interface BlogEditUrlParams {
  /** The folder the post was read from, from the site folder: 'blog', or its translation's folder under i18n/. */
  blogDirPath: string;
  /** The post's file, from that folder: '2024-01-02-hello.md'. */
  blogPath: string;
  /** The post's URL, the base URL in front: '/blog/2024/01/02/hello'. */
  permalink: string;
  /** The locale being built. */
  locale: string;
}

/** `editUrl` for one kind of content: a URL, a function of `P` (undefined: no edit link), or one taken from a Docusaurus config. */
export function editUrlOption<P>() {
  return z
    .union([
      z.string(),
      z.custom<(params: P) => string | undefined>((v) => typeof v === 'function', 'a function'),
      docusaurusConfigValue,
    ])
    .optional();
}

/** One docs or blog instance's editUrl as written, with its options' key in zapsite.config.ts and their name in messages. */
export interface EditUrlSlot {
  kind: 'docs' | 'blog';
  /** `['docs']`, `['docsInstances', 1]`. */
  key: (string | number)[];
  /** `docs`, `docsInstances "community"`. */
  name: string;
  /** The instance's id; left out for the default docs and blog. */
  instance?: string;
  editUrl: unknown;
  /** The instance's folder, from its options. */
  path: string;
  /** Docusaurus's `editCurrentVersion` (docs only) and `editLocalizedFiles`: which file a URL editUrl names. */
  editCurrentVersion?: boolean;
  editLocalizedFiles?: boolean;
}

/** Every docs and blog instance's editUrl slot, in the config's order. */
export function editUrlSlots(
  config: Pick<ResolvedConfig, 'docs' | 'docsInstances' | 'blog' | 'blogInstances'>,
): EditUrlSlot[] {
  type Options = { editUrl?: unknown; path: string; editCurrentVersion?: boolean; editLocalizedFiles?: boolean };
  const slot = (where: Pick<EditUrlSlot, 'kind' | 'key' | 'name' | 'instance'>, o: Options): EditUrlSlot => ({
    ...where,
    editUrl: o.editUrl,
    path: o.path,
    editCurrentVersion: o.editCurrentVersion,
    editLocalizedFiles: o.editLocalizedFiles,
  });
  const further = (kind: 'docs' | 'blog', list: (Options & { id: string })[]): EditUrlSlot[] =>
    list.map((o, i) =>
      slot({ kind, key: [`${kind}Instances`, i], name: `${kind}Instances "${o.id}"`, instance: o.id }, o),
    );
  return [
    ...(config.docs ? [slot({ kind: 'docs', key: ['docs'], name: 'docs' }, config.docs)] : []),
    ...further('docs', config.docsInstances),
    ...(config.blog ? [slot({ kind: 'blog', key: ['blog'], name: 'blog' }, config.blog)] : []),
    ...further('blog', config.blogInstances),
  ];
}

/** The slot of the docs or blog instance `instance` (undefined: the default one). */
export function editUrlSlot(
  config: Pick<ResolvedConfig, 'docs' | 'docsInstances' | 'blog' | 'blogInstances'>,
  kind: 'docs' | 'blog',
  instance: string | undefined,
): EditUrlSlot | undefined {
  return editUrlSlots(config).find((s) => s.kind === kind && s.instance === instance);
}
