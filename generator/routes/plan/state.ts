// What planning the routes builds up, section by section: the pages in the order they are planned
// (the order later stages and the duplicate-URL check see), each file's URL, the pages rendered from
// a file, and every problem found.
import type { ResolvedConfig } from '../../config/schema.ts';
import type { ScanResult } from '../../content/scan.ts';
import type { Diagnostic, FrontMatter, SourceFile } from '../../types.ts';
import type { PlannedPage } from '../graph.ts';
import type { TrailingSlash } from '../permalinks.ts';
import type { SidebarsFile } from '../sidebars-file.ts';
import type { FileCreation } from '../../content/last-update.ts';

export interface PlanState {
  config: ResolvedConfig;
  scan: ScanResult;
  sources: SourceFile[];
  fronts: Map<SourceFile, { frontMatter: FrontMatter; firstHeading?: string }>;
  includeDrafts: boolean;
  /** The loaded `docs.sidebarPath` file, when the config names one. */
  sidebarsFile: SidebarsFile | undefined;
  /** When each blog post naming no date came to be, by absolute path (PlanInput.blogCreated). */
  blogCreated?: ReadonlyMap<string, FileCreation> | undefined;
  trailingSlash: TrailingSlash;
  planned: PlannedPage[];
  fileUrls: Map<string, string>;
  renderable: { file: SourceFile; url: string }[];
  /** The static files written: the scan's, less any a page writes over (checkOutputs). */
  staticFiles: ScanResult['staticFiles'];
  diagnostics: Diagnostic[];
}
