import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSize, readImageSize } from '../../../generator/content/image-size.ts';

const svg = (s: string) => new TextEncoder().encode(s);

/** The first bytes of a PNG: signature, then the IHDR chunk holding width and height. */
function png(width: number, height: number): Uint8Array {
  const b = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
  b.writeUInt32BE(13, 8);
  b.write('IHDR', 12, 'ascii');
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  b.writeUInt8(8, 24);
  b.writeUInt8(6, 25);
  return b;
}

describe('imageSize: SVG', () => {
  it('reads width and height attributes, with or without px', () => {
    expect(imageSize(svg('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"></svg>'), 'a.svg')).toEqual({
      width: 120,
      height: 40,
    });
    expect(imageSize(svg("<svg width='64px' height='32.4px' viewBox='0 0 10 10'/>"), 'logo.SVG')).toEqual({
      width: 64,
      height: 32,
    });
  });

  it('finds the <svg> tag after an XML declaration and comments', () => {
    const text =
      '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg\n  viewBox="0 0 300 150"\n  xmlns="http://www.w3.org/2000/svg">\n<rect width="5" height="5"/></svg>';
    expect(imageSize(svg(text), 'a.svg')).toEqual({ width: 300, height: 150 });
  });

  it('uses the viewBox for a missing side, keeping the aspect ratio', () => {
    expect(imageSize(svg('<svg width="100" viewBox="0 0 400 200"/>'), 'a.svg')).toEqual({ width: 100, height: 50 });
    expect(imageSize(svg('<svg height="30" viewBox="0,0,60,20"/>'), 'a.svg')).toEqual({ width: 90, height: 30 });
  });

  it('does not take the width of a child element as the image width', () => {
    expect(imageSize(svg('<svg viewBox="0 0 24 24"><rect width="5" height="5"/></svg>'), 'a.svg')).toEqual({
      width: 24,
      height: 24,
    });
  });

  it('gives nothing for percentages, a missing size, or text that is not SVG', () => {
    expect(imageSize(svg('<svg width="100%" height="100%"/>'), 'a.svg')).toBeUndefined();
    expect(imageSize(svg('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg')).toBeUndefined();
    expect(imageSize(svg('not an image'), 'a.svg')).toBeUndefined();
  });
});

describe('imageSize: raster formats', () => {
  it('reads a PNG header', () => {
    expect(imageSize(png(1200, 630), 'social.png')).toEqual({ width: 1200, height: 630 });
  });

  it('reads a PNG from a view into a larger buffer', () => {
    const big = new Uint8Array(100);
    big.set(png(7, 9), 50);
    expect(imageSize(big.subarray(50, 83), 'a.png')).toEqual({ width: 7, height: 9 });
  });

  it('reads a GIF header', () => {
    const b = Buffer.alloc(16);
    b.write('GIF89a', 0, 'ascii');
    b.writeUInt16LE(320, 6);
    b.writeUInt16LE(200, 8);
    expect(imageSize(b, 'a.gif')).toEqual({ width: 320, height: 200 });
  });

  it('reads a JPEG frame header after other segments', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
    const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03, 0, 0, 0, 0, 0, 0];
    const b = Buffer.from([0xff, 0xd8, ...app0, ...sof0, 0, 0, 0, 0]);
    expect(imageSize(b, 'photo.jpg')).toEqual({ width: 640, height: 480 });
  });

  it('reads a WebP (VP8X) header', () => {
    const b = Buffer.alloc(40);
    b.write('RIFF', 0, 'ascii');
    b.write('WEBP', 8, 'ascii');
    b.write('VP8X', 12, 'ascii');
    b.writeUIntLE(800 - 1, 24, 3);
    b.writeUIntLE(600 - 1, 27, 3);
    expect(imageSize(b, 'a.webp')).toEqual({ width: 800, height: 600 });
  });

  it('gives nothing for bytes it does not recognise or a truncated header', () => {
    expect(imageSize(Buffer.from('hello world, not an image at all'), 'a.png')).toBeUndefined();
    expect(imageSize(png(10, 10).subarray(0, 20), 'a.png')).toBeUndefined();
  });
});

describe('readImageSize: a file read from its start', () => {
  /** A JPEG whose APP1 (EXIF) segments fill `exif` bytes before its frame header. */
  function jpeg(exif: number, width: number, height: number): Buffer {
    const parts = [Buffer.from([0xff, 0xd8])];
    for (let left = exif; left > 0; left -= 60_000) {
      const body = Math.min(left, 60_000);
      const seg = Buffer.alloc(body + 4);
      seg.writeUInt16BE(0xffe1, 0);
      seg.writeUInt16BE(body + 2, 2);
      parts.push(seg);
    }
    const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 0, 0, 0, 0, 0, 0]);
    sof.writeUInt16BE(height, 5);
    sof.writeUInt16BE(width, 7);
    return Buffer.concat([...parts, sof, Buffer.alloc(200_000)]);
  }

  it('finds a JPEG frame header far past the first bytes, and one near the start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zapsite-image-size-'));
    try {
      writeFileSync(join(dir, 'far.jpg'), jpeg(150_000, 4032, 3024));
      writeFileSync(join(dir, 'near.jpeg'), jpeg(100, 640, 480));
      writeFileSync(join(dir, 'big.png'), Buffer.concat([png(1920, 1080), Buffer.alloc(300_000)]));
      writeFileSync(join(dir, 'logo.svg'), '<svg viewBox="0 0 48 16"></svg>');
      expect(await readImageSize(join(dir, 'far.jpg'))).toEqual({ width: 4032, height: 3024 });
      expect(await readImageSize(join(dir, 'near.jpeg'))).toEqual({ width: 640, height: 480 });
      expect(await readImageSize(join(dir, 'big.png'))).toEqual({ width: 1920, height: 1080 });
      expect(await readImageSize(join(dir, 'logo.svg'))).toEqual({ width: 48, height: 16 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
