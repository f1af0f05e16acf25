// The stylesheet alone, for the dev server's CSS-only path: a change under theme/styles/ is
// bundled in milliseconds and swapped into open pages without a full rebuild or a reload.
// The esbuild options come from generator/bundle/assets.ts so the hash (and the URL) come out
// the same as a full build's for the same sources.
import { build, type Message } from 'esbuild';
import { stylesheetOptions } from '../bundle/assets.ts';
import { join } from 'node:path';

export interface Stylesheet {
  /** Output files keyed by their path under the site folder (assets/css/…). */
  files: Map<string, Buffer>;
  /** The URL pages link to, with the base path. */
  url: string;
}

export class StylesheetError extends Error {
  readonly errors: Message[];
  constructor(errors: Message[]) {
    super(errors.map((e) => e.text).join('\n'));
    this.errors = errors;
  }
}

export async function bundleStylesheet(opts: {
  themeDir: string;
  entry: string;
  baseUrl: string;
  rtl?: boolean;
}): Promise<Stylesheet> {
  let result;
  try {
    result = await build(stylesheetOptions(join(opts.themeDir, opts.entry), opts.rtl));
  } catch (error) {
    const errors = (error as { errors?: Message[] }).errors;
    if (errors?.length) throw new StylesheetError(errors);
    throw error;
  }
  const files = new Map<string, Buffer>();
  let url = '';
  const base = opts.baseUrl.replace(/\/$/, '');
  for (const f of result.outputFiles) {
    const key = f.path.replace(/^.*?assets\//, 'assets/');
    files.set(key, Buffer.from(f.contents));
    if (key.endsWith('.css')) url = `${base}/${key}`;
  }
  return { files, url };
}
