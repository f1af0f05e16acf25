// The emit stage: where a build's files go and how many are written at once. Pages stream out as
// they render (at most 32 writes in flight, so memory stays flat on large sites); everything else
// is written beside them (16 in flight) and the folder is swapped in when all is done.
import { DiskWriter, queuedWriter, type QueuedWriter, type Writer } from './writer.ts';
import type { OutFile } from './extras.ts';
import { OUTPUT_MARK, OUTPUT_MARK_TEXT } from './out-dir.ts';
import type { StaticFile } from '../content/scan.ts';

export class Output {
  readonly writer: Writer;
  readonly pages: QueuedWriter;
  private readonly others: QueuedWriter;
  private othersDone: Promise<number> | undefined;

  constructor(writer: Writer) {
    this.writer = writer;
    this.pages = queuedWriter(writer, 32);
    this.others = queuedWriter(writer, 16);
  }

  static for(opts: { writer?: Writer; outDir?: string }, root: string): Output {
    return new Output(opts.writer ?? new DiskWriter(opts.outDir ?? `${root}/build`));
  }

  /** Starts writing everything but the pages: generated files, static files, co-located images. */
  writeOthers(
    files: OutFile[],
    staticFiles: StaticFile[],
    assets: ReadonlyMap<string, { url: string }>,
    baseUrl: string,
  ): void {
    // On disk, every build leaves its mark: the next build may replace a folder that has it.
    if (this.writer.dir) files = [...files, { path: OUTPUT_MARK, data: OUTPUT_MARK_TEXT }];
    this.othersDone = (async () => {
      for (const f of files) await this.others.write(f.path, f.data);
      for (const f of staticFiles) await this.others.copy(f.absPath, f.urlPath.slice(1));
      for (const [abs, a] of assets) await this.others.copy(abs, a.url.slice(baseUrl.length));
      await this.others.drain();
      return files.length + staticFiles.length + assets.size;
    })();
    this.othersDone.catch(() => {}); // awaited by commit
  }

  /** Waits for every write, then makes the files the output; resolves with how many besides pages. */
  async commit(beforeSwap?: (dir: string) => Promise<void>): Promise<number> {
    const count = (await this.othersDone) ?? 0;
    // Site plugins' postBuild: on the folder about to become the output (a disk build only).
    if (beforeSwap && this.writer.dir) await beforeSwap(this.writer.dir);
    await this.writer.commit();
    return count;
  }

  /**
   * Drops what was written once every write in flight has settled; `beforeRemove` stops other
   * writers (build workers) first. The previous output stays whole.
   */
  async abort(beforeRemove: () => Promise<void>): Promise<void> {
    await this.othersDone?.catch(() => {});
    await this.pages.drain().catch(() => {});
    await beforeRemove();
    await this.writer.abort();
  }
}
