// Read the intrinsic size of an image from its bytes, so every <img> gets width and height.
import { open } from 'node:fs/promises';
export interface ImageSize {
  width: number;
  height: number;
}

export function imageSize(bytes: Uint8Array, name: string): ImageSize | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith('.svg')) return svgSize(Buffer.from(bytes).toString('utf8', 0, Math.min(bytes.length, 4096)));
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length > 24 && b.readUInt32BE(0) === 0x89504e47)
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.length > 10 && b.toString('ascii', 0, 3) === 'GIF')
    return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (b.length > 30 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP')
    return webpSize(b);
  if (b.length > 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  return undefined;
}

function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const num = (attr: string) => {
    const m = new RegExp(`\\s${attr}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag);
    return m ? Number(m[1]) : undefined;
  };
  const width = num('width');
  const height = num('height');
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  const vb = /\sviewBox\s*=\s*["']([^"']+)["']/i
    .exec(tag)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (vb && vb.length === 4 && vb[2]! > 0 && vb[3]! > 0) {
    if (width) return { width: Math.round(width), height: Math.round((width * vb[3]!) / vb[2]!) };
    if (height) return { width: Math.round((height * vb[2]!) / vb[3]!), height: Math.round(height) };
    return { width: Math.round(vb[2]!), height: Math.round(vb[3]!) };
  }
  return undefined;
}

function jpegSize(b: Buffer): ImageSize | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    const len = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + len;
  }
  return undefined;
}

function webpSize(b: Buffer): ImageSize | undefined {
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

/** Bytes read from the start of an image for its size: every format's header fits, and most JPEGs' frame marker. */
const HEAD_BYTES = 64 * 1024;

/**
 * An image file's size, from its first bytes: reading whole images (zaparoo.org's static folder
 * holds 119 MB) only to find a header left ~90 MB of freed buffers in the process's memory. A JPEG
 * whose frame marker lies further (after a large EXIF block) is read whole.
 */
export async function readImageSize(absPath: string): Promise<ImageSize | undefined> {
  const file = await open(absPath, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0);
    const size = imageSize(head.subarray(0, bytesRead), absPath);
    if (size || bytesRead < HEAD_BYTES || head[0] !== 0xff || head[1] !== 0xd8) return size;
    return imageSize(await file.readFile(), absPath);
  } finally {
    await file.close();
  }
}
