// The dev server's side of the reload client: the script tag put into every HTML page, and the
// client itself (client/reload-client.ts) bundled for the browser by esbuild once per session.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { CLIENT_PATH } from './client/protocol.ts';

export { CLIENT_PATH } from './client/protocol.ts';

const CLIENT_ENTRY = fileURLToPath(new URL('./client/reload-client.ts', import.meta.url));

export function clientTag(opts: { page: string; generation: string; base: string }): string {
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<script src="${CLIENT_PATH}" data-page="${attr(opts.page)}" data-generation="${attr(opts.generation)}" data-base="${attr(opts.base)}"></script>`;
}

/** Put the client before the last </body>, or at the end when the page has none. */
export function injectClient(html: string, tag: string): string {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

let bundled: Promise<Buffer> | undefined;

/**
 * The reload client as one classic script (it reads document.currentScript, which a module has
 * not). platform "browser" makes an import of Node code fail here, not in the page.
 */
export function clientScript(): Promise<Buffer> {
  bundled ??= build({
    entryPoints: [CLIENT_ENTRY],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    logLevel: 'silent',
  }).then((r) => Buffer.from(r.outputFiles[0]!.contents));
  bundled.catch(() => (bundled = undefined));
  return bundled;
}
