// What the dev server and its browser client agree on: the URLs, and the events on the stream.
// Shared by Node and browser code, so it imports nothing.
export const CLIENT_PATH = '/__zapsite/client.js';
export const EVENTS_PATH = '/__zapsite/events';
export const STATE_PATH = '/__zapsite/state';

/** A diagnostic as the overlay shows it. */
export interface OverlayDiagnostic {
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  /** "file:line:column", or the file alone when the position is unknown. */
  location?: string;
  hint?: string;
  /** The pages the problem showed on, when its source is another file (Diagnostic.affects). */
  affects?: string[];
  /** formatDiagnostic's text: header, location, code frame, hint. */
  frame: string;
}

export interface ErrorReport {
  generation: string;
  diagnostics: OverlayDiagnostic[];
}

/** Event name -> its data, as sent on EVENTS_PATH. */
export interface DevEvents {
  /** First on every connection: the server's current build. */
  hello: { generation: string };
  /** Files changed (keys under the site folder), or null for "assume everything". */
  reload: { generation: string; changed: string[] | null };
  /** The stylesheet moved from `previous` to `href`; nothing else changed. */
  css: { generation: string; href: string; previous: string };
  'build-error': ErrorReport;
  ok: { generation: string };
}
