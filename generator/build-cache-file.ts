// `zapsite build`'s cache, kept on disk between builds as Docusaurus keeps webpack's: the results a
// dev session keeps in memory (cache.ts: Markdown rendered, MDX compiled and rendered, pages
// rendered, feed HTML), each already keyed by what it was made from. The file as a whole is tied
// to the code that made them: the CLI's code version (cli/bundle.ts `codeVersion`, every input of
// its bundle) and the theme bundle's URL (named by its content). A file that is stale, from other
// code, truncated or corrupt is passed over: the build is then a cold one.
//
// Where: the site's node_modules/.cache/zapsite/build/, one file per site folder (a node_modules
// may be shared by several sites through a link). A site without node_modules keeps no cache: the
// build writes nothing outside its output folder, and a file inside the output would be published.
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { createBuildCache, type BuildCache } from './cache.ts';

// 2: records of a few entries each, so neither saving nor loading holds the whole file in memory
// (on the maintainers' site the file is ~60 MB: one buffer of it was the build's peak memory).
// 3: a page's HTML is kept as UTF-8 (pagesToDisk).
// 4: pages are written as they are rendered (the file is begun then), so the bundle has a record of its own.
const FORMAT = 4;
/** Entries per record: small enough that a record is never a large part of the build's memory. */
const RECORD_ENTRIES = 16;
const END = 'end';
const SECTIONS = ['content', 'compiled', 'mdxRendered', 'pages', 'feedHtml', 'llmsDocs'] as const;
const BUNDLE = 'mdxBundle';
/** A cache larger than this is not written (a site that large rebuilds cold). */
const MAX_BYTES = 256 * 1024 * 1024;
/** Cache files kept per node_modules: the most recently written. */
const MAX_FILES = 8;
/** A file begun this long ago and never finished was left by a build that was killed. */
const LEFT_MS = 24 * 60 * 60_000;
/** Two builds of one site in one process each write their own file. */
let tmpSerial = 0;

export interface KeptCache {
  cache: BuildCache;
  /** Write what this build made (entries it did not touch are dropped). */
  save(): Promise<void>;
  /** A failed build: the file begun is removed, and the last one stays. */
  discard(): void;
}

/** The folder build caches live in, or undefined when the site has no node_modules. */
function buildCacheDir(root: string): string | undefined {
  const modules = join(root, 'node_modules');
  return existsSync(modules) ? join(modules, '.cache', 'zapsite', 'build') : undefined;
}

/**
 * The cache for the site at `root`, loaded (empty when there is none or it cannot be used);
 * `note` gets one line when a file is there but unreadable.
 */
export async function openBuildCache(
  root: string,
  codeVersion: string,
  themeUrl: string,
  note: (line: string) => void,
): Promise<KeptCache | undefined> {
  const dir = buildCacheDir(root);
  if (!dir) return undefined;
  // The format in the name: a file written in another one is passed over without a note.
  const file = join(dir, `${createHash('sha256').update(root).digest('hex').slice(0, 16)}.${FORMAT}.bin`);
  const version = createHash('sha256').update(`${FORMAT}\n${codeVersion}\n${themeUrl}\n${root}`).digest('hex');
  const cache = createBuildCache();
  await readInto(cache, file, version, note);
  // Each page's HTML is written to the file as it is rendered, and not kept: on zaparoo.org the
  // pages' HTML, held until the build ended, was ~45 MB of the heap at its peak. Only this build's
  // pages are written: one still as loaded belongs to a page that is gone.
  const tmp = `${file}.${process.pid}-${(tmpSerial++).toString(36)}.tmp`;
  const writer = new RecordWriter(tmp);
  let batch: PageEntry[] = [];
  const flushPages = () => {
    if (batch.length) writer.put(['pages', pagesToDisk(batch)]);
    batch = [];
  };
  cache.keepPage = (path, entry) => {
    if (!writer.started) writer.put({ version });
    batch.push([path, entry]);
    if (batch.length === RECORD_ENTRIES) flushPages();
  };
  return {
    cache,
    async save() {
      // Files' entries are kept while the file is (the content map drops the rest).
      const live = <V>(m: Map<string, V>) => [...m].filter(([path]) => cache.content.has(path));
      const sections: Partial<Record<(typeof SECTIONS)[number], [string, unknown][]>> = {
        content: [...cache.content],
        compiled: live(cache.compiled),
        mdxRendered: live(cache.mdxRendered),
        llmsDocs: live(cache.llmsDocs),
        feedHtml: [...cache.feedHtml],
      };
      if (!writer.started) writer.put({ version });
      flushPages();
      for (const name of SECTIONS)
        for (let i = 0; i < (sections[name]?.length ?? 0); i += RECORD_ENTRIES)
          writer.put([name, sections[name]!.slice(i, i + RECORD_ENTRIES)]);
      writer.put([BUNDLE, cache.mdxBundle]);
      // The last record: a file cut short at a record's end is known to be incomplete.
      writer.put(END);
      const failed = writer.close();
      try {
        if (failed) throw failed;
        if (writer.bytes > MAX_BYTES) {
          rmSync(tmp, { force: true });
          return;
        }
        await rename(tmp, file);
        await prune(dir);
      } catch (error) {
        await rm(tmp, { force: true });
        note(`the build cache could not be saved (${(error as Error).message}); the next build is a cold one`);
      }
    },
    discard() {
      writer.close();
      rmSync(tmp, { force: true });
    },
  };
}

/**
 * The cache file, record by record: [length, 4 bytes LE][v8-serialized value]. Written as the build
 * goes (synchronously: a record is small, and a page is written whole before the next is begun);
 * a write that fails, or a file past MAX_BYTES, stops the writing, and `close` says why.
 */
class RecordWriter {
  bytes = 0;
  private fd: number | undefined;
  private failure: Error | undefined;
  private readonly path: string;
  constructor(path: string) {
    this.path = path;
  }
  get started(): boolean {
    return this.fd !== undefined || this.failure !== undefined || this.bytes > 0;
  }
  put(value: unknown): void {
    if (this.failure || this.bytes > MAX_BYTES) return;
    try {
      if (this.fd === undefined) {
        mkdirSync(dirname(this.path), { recursive: true });
        this.fd = openSync(this.path, 'w');
      }
      const data = serialize(value);
      const head = Buffer.alloc(4);
      head.writeUInt32LE(data.length);
      this.bytes += 4 + data.length;
      if (this.bytes > MAX_BYTES) return;
      writeSync(this.fd, head);
      writeSync(this.fd, data);
    } catch (error) {
      this.failure = error as Error;
    }
  }
  /** Closes the file; the write that failed, if one did. */
  close(): Error | undefined {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
    return this.failure;
  }
}

async function readInto(cache: BuildCache, file: string, version: string, note: (line: string) => void) {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, 'r');
  } catch {
    return; // none yet
  }
  try {
    // One record at a time: [length, 4 bytes LE][v8-serialized value]; the first holds the version.
    const { size } = await handle.stat();
    let at = 0;
    const next = async (): Promise<unknown> => {
      const head = Buffer.alloc(4);
      if ((await handle.read(head, 0, 4, at)).bytesRead !== 4) throw new Error('the file ends inside a record');
      const length = head.readUInt32LE(0);
      if (at + 4 + length > size) throw new Error('the file ends inside a record');
      const data = Buffer.alloc(length);
      if ((await handle.read(data, 0, length, at + 4)).bytesRead !== length)
        throw new Error('the file ends inside a record');
      at += 4 + length;
      return deserialize(data);
    };
    const first = (await next()) as { version?: string };
    if (first?.version !== version) return; // other code made it
    let ended = false;
    let bundle: BuildCache['mdxBundle'];
    while (!ended && at < size) {
      const record = await next();
      if (record === END) {
        ended = true;
        break;
      }
      const [name, entries] = record as [(typeof SECTIONS)[number] | typeof BUNDLE, [string, never][]];
      if (name === BUNDLE) {
        bundle = entries as unknown as BuildCache['mdxBundle'];
        continue;
      }
      if (!SECTIONS.includes(name)) throw new Error(`unknown section ${String(name)}`);
      for (const [k, v] of name === 'pages' ? pagesFromDisk(entries) : entries) cache[name].set(k, v as never);
    }
    if (!ended || at !== size) throw new Error('the file ends before its last record');
    cache.mdxBundle = bundle;
  } catch (error) {
    for (const m of Object.values(cache)) if (m instanceof Map) m.clear();
    cache.mdxBundle = undefined;
    note(`the build cache ${file} could not be read (${(error as Error).message}); building without it`);
  } finally {
    await handle.close();
  }
}

type PageEntry = [string, { key: string; content: string; html: string }];

/**
 * Pages with their HTML as UTF-8 bytes: V8 writes a string holding any character past U+00FF (a
 * curly quote, an arrow) at two bytes a character, and most pages hold one. On zaparoo.org the
 * pages' 23 MB of HTML took 45 MB of the file (79 MB in all; 57 MB with UTF-8).
 */
function pagesToDisk(entries: PageEntry[]): [string, unknown][] {
  return entries.map(([path, v]) => [path, { ...v, html: Buffer.from(v.html, 'utf8') }]);
}

function pagesFromDisk(entries: [string, unknown][]): PageEntry[] {
  return entries.map(([path, v]) => {
    const page = v as { key: string; content: string; html: Uint8Array };
    return [
      path,
      { ...page, html: Buffer.from(page.html.buffer, page.html.byteOffset, page.html.byteLength).toString('utf8') },
    ];
  });
}

/** Keeps the most recently written cache files of the folder, and removes those left unfinished. */
async function prune(dir: string) {
  const all = await readdir(dir);
  for (const n of all.filter((n) => n.endsWith('.tmp'))) {
    const t = await stat(join(dir, n)).then(
      (s) => s.mtimeMs,
      () => Date.now(),
    );
    if (Date.now() - t > LEFT_MS) await rm(join(dir, n), { force: true });
  }
  const names = all.filter((n) => n.endsWith('.bin'));
  if (names.length <= MAX_FILES) return;
  const dated = await Promise.all(names.map(async (n) => ({ n, t: (await stat(join(dir, n))).mtimeMs })));
  dated.sort((a, b) => b.t - a.t);
  for (const { n } of dated.slice(MAX_FILES)) await rm(join(dir, n), { force: true });
}
