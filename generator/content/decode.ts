// Bytes of a content file to text, telling binary data from text with a few bad bytes: a file
// saved in another encoding deserves "re-save it as UTF-8" and the line, not "this is binary".
const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/**
 * Starts of file formats that are never text, for files that are not valid UTF-8 and have no NUL
 * byte early on (most binary files do). Some are printable ("RIFF", "%PDF-"), so a valid UTF-8 file
 * that happens to start with one stays text.
 */
const SIGNATURES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x25, 0x50, 0x44, 0x46, 0x2d], // PDF
  [0x50, 0x4b, 0x03, 0x04], // ZIP (docx, xlsx, epub too)
  [0x1f, 0x8b], // gzip
  [0x52, 0x49, 0x46, 0x46], // RIFF (WebP, WAV, AVI)
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x4f, 0x67, 0x67, 0x53], // Ogg
  [0x49, 0x44, 0x33], // MP3 with an ID3 tag
  [0x28, 0xb5, 0x2f, 0xfd], // zstd
  [0xfd, 0x37, 0x7a, 0x58, 0x5a], // xz
  [0x37, 0x7a, 0xbc, 0xaf], // 7z
];

export type Decoded =
  | { kind: 'text'; text: string }
  | { kind: 'binary' }
  | { kind: 'utf16' }
  /** Where the first invalid byte sequence starts (1-based, columns in characters of the decoded line). */
  | { kind: 'invalid-utf8'; line: number; column: number; lineText: string; count: number };

export function decodeBytes(bytes: Uint8Array): Decoded {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return { kind: 'utf16' };
  if (bytes.subarray(0, 8192).includes(0)) return { kind: 'binary' };
  try {
    return { kind: 'text', text: withLineFeeds(strict.decode(bytes).replace(/^\uFEFF/, '')) };
  } catch {
    if (SIGNATURES.some((sig) => sig.every((b, i) => bytes[i] === b))) return { kind: 'binary' };
    const offsets = invalidOffsets(bytes);
    // Text in another encoding has a few bad sequences (accented letters); noise has many.
    if (offsets.length > bytes.length / 10) return { kind: 'binary' };
    return locate(bytes, offsets);
  }
}

/** UTF-8 text, or undefined for anything else (binary, UTF-16, invalid bytes). */
/**
 * Text with every line ending a line feed. CommonMark ends a line at CR LF or a lone CR too, and
 * micromark reads them so; zapsite's own line-level readers (fences, prose lines, the MDX runs)
 * split at LF, and a CR left at a line's end hid a fence: a file saved with Windows line endings had
 * the JSX inside its code blocks read as components. Lines and columns stay where they were.
 */
export function withLineFeeds(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

export function decodeText(bytes: Uint8Array): string | undefined {
  const d = decodeBytes(bytes);
  return d.kind === 'text' ? d.text : undefined;
}

function locate(bytes: Uint8Array, offsets: number[]): Decoded {
  const at = offsets[0] ?? 0;
  const lineStart = bytes.lastIndexOf(0x0a, at - 1) + 1;
  let lineEnd = bytes.indexOf(0x0a, at);
  if (lineEnd < 0) lineEnd = bytes.length;
  let line = 1;
  for (let i = 0; i < lineStart; i++) if (bytes[i] === 0x0a) line++;
  const before = lenient.decode(bytes.subarray(lineStart, at)).replace(/^\uFEFF/, '');
  const lineText = lenient
    .decode(bytes.subarray(lineStart, lineEnd))
    .replace(/^\uFEFF/, '')
    .replace(/\r$/, '');
  return { kind: 'invalid-utf8', line, column: [...before].length + 1, lineText, count: offsets.length };
}

/** Byte offsets where an invalid UTF-8 sequence starts (the WHATWG decoder's rules). */
function invalidOffsets(bytes: Uint8Array): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lower = 0x80;
    let upper = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lower = 0xa0;
      if (b === 0xed) upper = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lower = 0x90;
      if (b === 0xf4) upper = 0x8f;
    } else {
      out.push(i++);
      continue;
    }
    let j = 1;
    for (; j <= need; j++) {
      const c = bytes[i + j];
      if (c === undefined || c < (j === 1 ? lower : 0x80) || c > (j === 1 ? upper : 0xbf)) break;
    }
    if (j <= need) {
      out.push(i);
      i += j;
    } else i += need + 1;
  }
  return out;
}
