// Find zapsite.config.ts in the site root, bundle and run it (evaluate.ts: with a time limit),
// validate it.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Message } from 'esbuild';
import { resolveConfig } from './resolve.ts';
import type { ResolvedConfig } from './schema.ts';
import { ZapsiteError, EXIT_USAGE, diag } from '../diagnostics.ts';
import { ConfigTimeout, ConfigUnsettled, evaluateConfig } from './evaluate.ts';
import { checkOptionalPackages } from './optional-packages.ts';
import { setConfigFile, SiteExit, siteExitError } from '../site-code.ts';
import { CONFIG_NAMES } from './file-names.ts';

const DEFINE_PATH = fileURLToPath(new URL('./define.ts', import.meta.url));

export interface LoadedConfig {
  config: ResolvedConfig;
  /** Files the config read, for watching. */
  inputs: string[];
}

export async function loadConfig(root: string): Promise<LoadedConfig> {
  const file = CONFIG_NAMES.map((n) => join(root, n)).find((p) => existsSync(p));
  if (!file) {
    throw new ZapsiteError([diag({ code: 'config-missing', args: { root } })], EXIT_USAGE);
  }
  // Code the config runs later (a getter, a timer) is named by this file (site-code.ts).
  setConfigFile(relative(root, file));
  let loaded;
  try {
    loaded = await evaluateConfig(file, { 'zapsite/config': DEFINE_PATH });
  } catch (error) {
    if (error instanceof SiteExit) throw siteExitError(error);
    if (error instanceof ConfigTimeout) {
      throw new ZapsiteError(
        [
          diag({
            code: 'config-timeout',
            args: { file: relative(root, file), seconds: error.ms / 1000 },
            file: relative(root, file),
          }),
        ],
        EXIT_USAGE,
        { cause: error },
      );
    }
    if (error instanceof ConfigUnsettled) {
      throw new ZapsiteError(
        [
          diag({
            code: 'config-unsettled',
            args: { file: relative(root, file) },
            file: relative(root, file),
          }),
        ],
        EXIT_USAGE,
        { cause: error },
      );
    }
    const errors = (error as { errors?: Message[] }).errors;
    if (errors?.length) {
      throw new ZapsiteError(
        errors.map((e) =>
          diag({
            code: 'config-syntax',
            args: { error: e.text },
            // esbuild names the file relative to the working folder, not the site.
            file: e.location ? relative(root, resolve(e.location.file)) : relative(root, file),
            line: e.location?.line,
            column: e.location ? e.location.column + 1 : undefined,
            sourceLine: e.location?.lineText,
          }),
        ),
        EXIT_USAGE,
        { cause: error },
      );
    }
    throw new ZapsiteError(
      [
        diag({
          code: 'config-load',
          args: { error: (error as Error).message },
          file: relative(root, file),
        }),
      ],
      EXIT_USAGE,
      { cause: error },
    );
  }
  if (!loaded.exports.default || typeof loaded.exports.default !== 'object') {
    throw new ZapsiteError(
      [
        diag({
          code: 'config-export',
          file: relative(root, file),
        }),
      ],
      EXIT_USAGE,
    );
  }
  let config;
  try {
    // Reading the config runs its getters.
    config = resolveConfig(loaded.exports.default, { root, configFile: file });
  } catch (error) {
    throw error instanceof SiteExit ? siteExitError(error) : error;
  }
  checkOptionalPackages(config, file);
  return { config, inputs: loaded.inputs };
}
