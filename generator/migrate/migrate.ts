// `zapsite migrate --from docusaurus`: read the site's docusaurus.config, write zapsite.config.ts
// beside it, and say what was carried over and what was not. It writes that one file and nothing
// else: the content, sidebars, components and static files stay where they are, and zapsite reads
// them in place.
import { babelExtras } from './babel-config.ts';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { Message } from 'esbuild';
import { EXIT_USAGE, ZapsiteError, diag } from '../diagnostics.ts';
import { ConfigTimeout, type ConfigPlace } from '../config/evaluate.ts';
import { DOCUSAURUS_CONFIG_NAMES, findDocusaurusConfig, readDocusaurusConfig, withinTime } from './read-docusaurus.ts';
import { readPackagePlugins } from './package-plugins.ts';
import { configTimeLimitMs } from '../site-code.ts';
import { mapDocusaurusConfig, type Unmapped } from './map-docusaurus.ts';
import { lineOf } from '../config/locate.ts';
import { configSource } from './write-config.ts';
import { CONFIG_FILE } from '../config/file-names.ts';

const EXIT_REFUSED = 1;

interface LocatedUnmapped extends Unmapped {
  /** The setting as a dotted path (`themeConfig.navbar.hideOnScroll`). */
  setting: string;
  /** 1-based line in the Docusaurus config, when the setting could be found there. */
  line?: number;
}

export interface MigrateResult {
  /** The Docusaurus config's file name, relative to the root. */
  from: string;
  /** Absolute path of the written zapsite.config.ts. */
  written: string;
  mapped: string[];
  unmapped: LocatedUnmapped[];
  /** Packages the config imports that are not installed, stood in for while it ran. */
  standIns: string[];
  /** Installed packages that failed to load, stood in for: `name (why)`. */
  failedLoads: string[];
  /** `require.resolve` requests answered with a stand-in path. */
  resolveStandIns: string[];
  /** Names the config read from process.env: their values now are written into the config. */
  envReads: string[];
  /** The @docusaurus/core range the site's package.json names, when it is before Docusaurus 3. */
  olderDocusaurus?: string;
  /** The site's Babel config and the presets and plugins it adds, which zapsite does not run. */
  babel?: { file: string; names: string[] };
}

export async function migrateDocusaurus(root: string, opts: { force?: boolean } = {}): Promise<MigrateResult> {
  const file = findDocusaurusConfig(root);
  if (!file) {
    throw new ZapsiteError(
      [
        diag({
          code: 'migrate-no-config',
          args: { root, names: DOCUSAURUS_CONFIG_NAMES.join(', ') },
        }),
      ],
      EXIT_USAGE,
    );
  }
  const from = basename(file);
  const target = join(root, CONFIG_FILE);
  if (existsSync(target) && !opts.force) {
    throw new ZapsiteError(
      [
        diag({
          code: 'migrate-config-exists',
          args: { file: CONFIG_FILE },
          file: CONFIG_FILE,
        }),
      ],
      EXIT_REFUSED,
    );
  }

  let source;
  try {
    source = await readDocusaurusConfig(file);
  } catch (error) {
    throw new ZapsiteError(readFailure(error, from, root), EXIT_USAGE, { cause: error });
  }
  const packagePlugins = await readPackagePlugins(source.config, root, (v) => withinTime(v, configTimeLimitMs()));
  const { config, mapped, unmapped } = mapDocusaurusConfig(source.config, root, source.localPlugins, {
    pluginOrigins: source.markdownPlugins,
    configName: from,
    packagePlugins,
  });
  const located = unmapped
    .map((u) => ({ ...u, setting: u.path.join('.'), line: u.line ?? lineOf(source.text, u.path) }))
    .sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity));
  const header = [
    `Made by \`zapsite migrate --from docusaurus\` from ${from}.`,
    'The settings it could not carry over were printed when it ran; see docs/MIGRATING.md.',
  ];
  await writeFile(target, configSource(config, header));
  const { standIns, failedLoads, resolveStandIns, envReads } = source.notes;
  const babel = babelExtras(root);
  return {
    from,
    written: target,
    mapped,
    unmapped: located,
    standIns: [...standIns].sort(),
    failedLoads: [...failedLoads].map(([name, why]) => `${name} (${why})`),
    resolveStandIns: [...resolveStandIns].sort(),
    envReads: [...envReads].sort(),
    ...olderDocusaurus(root),
    ...(babel ? { babel } : {}),
  };
}

/**
 * A site still on Docusaurus 1 or 2, by the @docusaurus/core range its package.json names. zapsite
 * reads content as Docusaurus 3 does (MDX 3), where text such as `{name}` or `<br>` in a `.md` file
 * is code: such a site meets the errors its own upgrade to Docusaurus 3 would.
 */
function olderDocusaurus(root: string): { olderDocusaurus?: string } {
  let range: unknown;
  try {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    range = pkg.dependencies?.['@docusaurus/core'] ?? pkg.devDependencies?.['@docusaurus/core'];
  } catch {
    return {};
  }
  return typeof range === 'string' && /^\D*[12]\./.test(range) ? { olderDocusaurus: range } : {};
}

function readFailure(error: unknown, from: string, root: string) {
  const errors = (error as { errors?: Message[] }).errors;
  if (errors?.length) {
    return errors.map((e) =>
      diag({
        code: 'migrate-config-syntax',
        args: { from, error: e.text },
        file: from,
        line: e.location?.line,
        column: e.location ? e.location.column + 1 : undefined,
        sourceLine: e.location?.lineText,
      }),
    );
  }
  const place =
    (error as { place?: ConfigPlace } | undefined)?.place ?? requiredFilePlace(error, join(root, from), root);
  const where = place ? at(place, root) : { file: from };
  return [
    error instanceof ConfigTimeout
      ? diag({ code: 'migrate-config-timeout', args: { from, seconds: error.ms / 1000 }, ...where })
      : diag({ code: 'migrate-config-failed', args: { from, error: (error as Error).message }, ...where }),
  ];
}

/**
 * Where the error was thrown in a site file that Node itself loaded while the config ran (a config
 * that makes its own `createRequire` and requires `./webpack.plugin.js`, which requires a package
 * the site has not installed): its stack names that file with its own lines. The config file's
 * frames are the bundle's lines, not the file's, and packages are not the site's to fix.
 */
function requiredFilePlace(error: unknown, configFile: string, root: string): ConfigPlace | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const m of stack.matchAll(/(?:\(|at )(?:file:\/\/)?(\/[^():\s]+):(\d+):(\d+)\)?/g)) {
    const file = m[1]!;
    if (file === configFile || !file.startsWith(`${root}/`) || file.includes('/node_modules/')) continue;
    if (!existsSync(file)) continue;
    return { file, line: Number(m[2]), column: Number(m[3]) };
  }
  return undefined;
}

/** The place an error was thrown, with its source line. */
function at(place: ConfigPlace, root: string) {
  let sourceLine: string | undefined;
  try {
    sourceLine = readFileSync(place.file, 'utf8').split('\n')[place.line - 1];
  } catch {
    sourceLine = undefined;
  }
  return { file: relative(root, place.file), line: place.line, column: place.column, sourceLine };
}
