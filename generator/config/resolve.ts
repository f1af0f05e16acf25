// Validate a raw config object into a frozen ResolvedConfig, or fail with friendly diagnostics.
import { z } from 'zod';
import { existsSync, readFileSync } from 'node:fs';
import { redirectProblems } from './redirects.ts';
import { isAbsolute, join } from 'node:path';
import { configSchema, navbarItemSchemas, type NavbarItem, type ResolvedConfig } from './schema.ts';
import { navbarCustom } from './navbar-schema.ts';
import { configPosition } from './locate.ts';
import { ZapsiteError, EXIT_USAGE, diag, type DiagnosticInput } from '../diagnostics.ts';
import type { Diagnostic } from '../types.ts';
import { localeDirection } from '../i18n/locales.ts';
import { drawsSearchBox } from './search-box.ts';

export function resolveConfig(raw: unknown, where: { root: string; configFile: string | null }): ResolvedConfig {
  const file = where.configFile ? relName(where.configFile, where.root) : undefined;
  const at = locator(where.configFile, file);
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ZapsiteError(
      parsed.error.issues.flatMap(deepestIssues).flatMap((issue) => issueToDiagnostics(issue, raw, at)),
      EXIT_USAGE,
    );
  }
  const c = parsed.data;
  const problems: Diagnostic[] = [];

  const items: NavbarItem[] = [];
  c.navbar.items.forEach((item, index) => {
    const checked = checkNavbarItem(item, index, at);
    if ('diagnostic' in checked) problems.push(checked.diagnostic);
    else items.push(checked.item);
  });

  if (!c.i18n.locales.includes(c.i18n.defaultLocale)) {
    problems.push(
      diag({
        code: 'config-locale',
        args: { locale: c.i18n.defaultLocale, locales: c.i18n.locales },
        ...at(['i18n', 'defaultLocale']),
      }),
    );
  }
  // Each docs or blog instance's id names it (navbar docsPluginId, its version files): one each,
  // and not "default", Docusaurus's id of the docs (blog) key's own instance.
  for (const key of ['docsInstances', 'blogInstances'] as const) {
    const list: { id: string }[] = c[key];
    list.forEach((d, index) => {
      const again = list.findIndex((o) => o.id === d.id) !== index;
      if (again || d.id === 'default')
        problems.push(
          diag({
            code: 'config-invalid',
            args: {
              kind: 'instance-id',
              key,
              plugin: key === 'docsInstances' ? 'docs' : 'blog',
              id: d.id,
              twice: again,
            },
            ...at([key, index, 'id']),
          }),
        );
    });
  }
  // Hosted search needs the application id and the API key together; one alone is a mistake to name.
  if (!c.search.appId !== !c.search.apiKey)
    problems.push(
      diag({
        code: 'config-search-setup',
        args: { missing: c.search.appId ? 'apiKey' : 'appId' },
        ...at(['search', c.search.appId ? 'appId' : 'apiKey']),
      }),
    );

  // No search page while a search box would link to it.
  if (c.search.searchPagePath === false && drawsSearchBox({ ...c, root: where.root }))
    problems.push(
      diag({ code: 'config-search-page', args: { theme: c.theme.name }, ...at(['search', 'searchPagePath']) }),
    );

  const llmsProblem = c.llms && llmsDocsDirProblem(c.llms.docsDir, c.docs);
  if (llmsProblem) problems.push(diag({ ...llmsProblem, ...at(c.docs ? ['llms', 'docsDir'] : ['llms']) }));
  [c.theme.customCss].flat().forEach((css, index) => {
    if (!existsSync(isAbsolute(css) ? css : join(where.root, css))) {
      problems.push(
        diag({
          code: 'config-custom-css',
          args: { css },
          ...at(Array.isArray(c.theme.customCss) ? ['theme', 'customCss', index] : ['theme', 'customCss']),
        }),
      );
    }
  });

  const configText = (): string =>
    where.configFile && existsSync(where.configFile) ? readFileSync(where.configFile, 'utf8') : '';
  problems.push(...redirectProblems(c.redirects, file, configText));

  if (problems.length) throw new ZapsiteError(problems, EXIT_USAGE);

  const localeConfig = c.i18n.localeConfigs[c.i18n.defaultLocale];
  const resolved: ResolvedConfig = {
    ...c,
    url: c.url.replace(/\/+$/, ''),
    navbar: { ...c.navbar, items },
    root: where.root,
    configFile: where.configFile,
    direction: localeConfig?.direction ?? localeDirection(c.i18n.defaultLocale),
    htmlLang: localeConfig?.htmlLang ?? c.i18n.defaultLocale,
  };
  return deepFreeze(resolved);
}

/**
 * llms.docsDir names the docs folder (or a folder in it) the way the plugin's option does: from the
 * site folder. A released version's folder (versioned_docs/version-X) counts too; whether the
 * version exists is known once versions.json is read.
 */
function llmsDocsDirProblem(
  docsDir: string,
  docs: { path: string } | false,
): DiagnosticInput<'config-llms'> | undefined {
  const trim = (p: string) => p.replace(/^\.?\/+|\/+$/g, '');
  if (!docs) {
    return {
      code: 'config-llms',
      args: { docsPath: undefined },
    };
  }
  const dir = trim(docsDir);
  const docsPath = trim(docs.path);
  if (dir === docsPath || dir.startsWith(`${docsPath}/`)) return undefined;
  if (/^versioned_docs\/version-[^/]+(\/|$)/.test(dir)) return undefined;
  return {
    code: 'config-llms',
    args: { docsPath, docsDir, docsOption: docs.path },
  };
}

function checkNavbarItem(
  item: Record<string, unknown>,
  index: number,
  at: Locate,
): { item: NavbarItem } | { diagnostic: Diagnostic } {
  const itemPath = ['navbar', 'items', index];
  const type = (item.type ?? 'link') as string;
  const name = `navbar.items[${index}]${typeof item.label === 'string' ? ` ("${item.label}")` : ''}`;
  const schema = type.startsWith('custom-') ? navbarCustom : navbarItemSchemas[type as keyof typeof navbarItemSchemas];
  if (!schema) {
    return {
      diagnostic: diag({
        code: 'config-navbar-item',
        args: { item: name, kind: 'type', type, types: `${Object.keys(navbarItemSchemas).join(', ')}, custom-…` },
        ...at([...itemPath, 'type']),
      }),
    };
  }
  const result = (schema as z.ZodType).safeParse(item);
  if (!result.success) {
    const first = result.error.issues[0]!;
    return {
      diagnostic: diag({
        code: 'config-navbar-item',
        args: { item: name, kind: 'fields', issue: describeIssue(first), at: first.path.join('.') },
        ...at([...itemPath, ...writtenPath(first, item)]),
      }),
    };
  }
  if (type.startsWith('custom-')) {
    const { type: _type, position, ...props } = result.data as { type: string; position: 'left' | 'right' };
    return { item: { type: type as `custom-${string}`, position, props } };
  }
  const value = result.data as NavbarItem;
  if (type === 'link') {
    const link = value as Extract<NavbarItem, { type: 'link' }>;
    if (!link.to === !link.href) {
      return {
        diagnostic: diag({
          code: 'config-navbar-item',
          args: { item: name, kind: 'to-or-href' },
          ...at(itemPath),
        }),
      };
    }
    return { item: { ...link, type: 'link' } };
  }
  return { item: value };
}

type Locate = (path: readonly PropertyKey[]) => Pick<Diagnostic, 'file' | 'line' | 'column' | 'sourceLine'>;

/**
 * Where a config setting is written: the file, and the line and column of the key when the config
 * file spells the path out (a key set through a spread, a variable or an imported file points at the
 * deepest part of the path that is written; a key the config leaves out, at its parent).
 */
/** Where a setting of the loaded config is written (its key's line and column in the config file). */
export function configLocator(config: Pick<ResolvedConfig, 'root' | 'configFile'>): Locate {
  return locator(config.configFile, config.configFile ? relName(config.configFile, config.root) : undefined);
}

function locator(configFile: string | null, file: string | undefined): Locate {
  let text: string | null | undefined;
  return (path) => {
    if (text === undefined) {
      try {
        text = configFile ? readFileSync(configFile, 'utf8') : null;
      } catch {
        text = null;
      }
    }
    const keys = path.filter((p): p is string | number => typeof p === 'string' || typeof p === 'number');
    const position = text ? configPosition(text, keys) : undefined;
    return position ? { file, ...position } : { file };
  };
}

/** The issue's path cut at the first key the raw value lacks: that key is not in the source to point at. */
function writtenPath(issue: z.core.$ZodIssue, raw: unknown): PropertyKey[] {
  const path: PropertyKey[] = [];
  let v: unknown = raw;
  for (const p of issue.path) {
    if (!v || typeof v !== 'object' || !(p in v)) break;
    v = (v as Record<PropertyKey, unknown>)[p];
    path.push(p);
  }
  return path;
}

/**
 * A union's issue is "Invalid input" at the union; what helps is the failure inside the option the
 * value was meant for: the option whose failure lies deepest in the value (docs: { sidebarPath: 42 }
 * fails `false` at "docs" but the options object at "docs.sidebarPath"). When every option fails at
 * the union itself, one issue saying what each option expected ("expected false or object").
 */
function deepestIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return [issue];
  const options = issue.errors.map((option) =>
    option.flatMap((inner) => deepestIssues({ ...inner, path: [...issue.path, ...inner.path] })),
  );
  const depth = (i: z.core.$ZodIssue) => i.path.length + (i.code === 'unrecognized_keys' ? 1 : 0);
  const deepest = (option: z.core.$ZodIssue[]) => Math.max(...option.map(depth));
  const best = options.reduce((a, b) => (deepest(b) > deepest(a) ? b : a));
  if (deepest(best) > issue.path.length) return best;
  const expected = [...new Set(options.flat().map(expectation))];
  return [{ code: ZOD_CUSTOM, path: issue.path, message: `expected ${expected.join(' or ')}`, input: issue.input }];
}

// zod's code for an issue of our own making (a name, so the diagnostics catalogue's scan for
// `code: '…'` does not take it for a diagnostic code).
const ZOD_CUSTOM = 'custom';

function issueToDiagnostics(issue: z.core.$ZodIssue, raw: unknown, at: Locate): Diagnostic[] {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const parentPath = path ? `${path}.` : '';
    const known = knownKeysAt(issue.path);
    // One diagnostic a key, each at its own place in the file.
    return issue.keys.map((key) => {
      const suggestion = closest(key, known);
      return diag({
        code: 'config-unknown-key',
        args: { key: `${parentPath}${key}`, closest: suggestion && `${parentPath}${suggestion}` },
        ...at([...issue.path, key]),
      });
    });
  }
  return [
    diag({
      code: 'config-invalid',
      args: { kind: 'shape', path, issue: describeIssue(issue), received: describeReceived(issue.path, raw) },
      ...at(writtenPath(issue, raw)),
    }),
  ];
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return issue.code === 'custom' ? issue.message : `expected ${expectation(issue)}`;
}

/** What the issue says was expected, without the word "expected". */
function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return issue.values.length === 1
        ? JSON.stringify(issue.values[0])
        : `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? issue.message : `a valid ${issue.format}`;
    case 'too_small':
      return `${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum}`;
    case 'too_big':
      return `${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum}`;
    case 'custom':
      return issue.message.replace(/^expected /, '');
    default:
      return issue.message;
  }
}

function describeReceived(path: PropertyKey[], raw: unknown): string {
  let v: unknown = raw;
  for (const p of path) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[p] : undefined;
  if (v === undefined) return ', but it is missing';
  return `, received ${JSON.stringify(v)?.slice(0, 60)}`;
}

function knownKeysAt(path: PropertyKey[]): string[] {
  let schema: unknown = configSchema;
  for (const p of path) {
    schema = unwrap(schema);
    const shape = (schema as { shape?: Record<string, unknown> }).shape;
    if (!shape || typeof p !== 'string') return [];
    schema = shape[p];
  }
  const shape = (unwrap(schema) as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

function unwrap(schema: unknown): unknown {
  let s = schema as { _zod?: { def: { innerType?: unknown; options?: unknown[] } } };
  for (let i = 0; i < 10 && s?._zod; i++) {
    const def = s._zod.def;
    if (def.innerType) s = def.innerType as typeof s;
    else if (def.options) s = def.options.find((o) => (o as { shape?: unknown }).shape) as typeof s;
    else break;
  }
  return s;
}

export function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestScore) {
      bestScore = d;
      best = c;
    }
  }
  return bestScore <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

function relName(file: string, root: string): string {
  return file.startsWith(root) ? file.slice(root.length).replace(/^[\\/]/, '') : file;
}

// The site's remark and rehype plugins with their options stay as the site wrote them: Docusaurus
// never freezes them, and plugins write into their options (remark-shiki-twoslash sets
// `settings.customTags`, and threw "object is not extensible" on every code block).
const PLUGIN_LIST = /Plugins$/;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const [key, v] of Object.entries(value)) if (!PLUGIN_LIST.test(key)) deepFreeze(v);
  }
  return value;
}
