// Draws the console's icon and writes build/icon.png (512×512) and
// build/icon.ico (16 to 256 px) for electron-builder and the window. No image
// library: the shapes are drawn with 4×4 supersampling and encoded as PNG with
// zlib. Run `npm run icon -w desktop` after changing the drawing, and commit
// the two files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { deflateSync } from 'node:zlib';

const BRAND = [0x7a, 0x2e, 0x1d]; // the site's --brand, a terracotta
const WHITE = [0xff, 0xff, 0xff];

/*
 * On a 512-unit square: a rounded tile in the brand colour, and on it a white
 * arch on two piers standing on a plinth (an architecture college's
 * admissions console).
 */
const inRoundedRect = (x, y, left, top, right, bottom, radius) => {
  const cx = Math.min(Math.max(x, left + radius), right - radius);
  const cy = Math.min(Math.max(y, top + radius), bottom - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
};
const inRect = (x, y, left, top, right, bottom) =>
  x >= left && x <= right && y >= top && y <= bottom;
const inHalfDisc = (x, y, cx, cy, r) => y <= cy && (x - cx) ** 2 + (y - cy) ** 2 <= r ** 2;

function colourAt(x, y) {
  if (!inRoundedRect(x, y, 16, 16, 496, 496, 96)) return null;
  const solid = inHalfDisc(x, y, 256, 262, 150) || inRect(x, y, 106, 262, 406, 392);
  const opening = inHalfDisc(x, y, 256, 262, 72) || inRect(x, y, 184, 262, 328, 392);
  const plinth = inRect(x, y, 84, 392, 428, 424);
  return (solid && !opening) || plinth ? WHITE : BRAND;
}

/** RGBA pixels of the icon at `size` px. */
function render(size) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  const scale = 512 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = colourAt(
            (px + (sx + 0.5) / samples) * scale,
            (py + (sy + 0.5) / samples) * scale,
          );
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered += 1;
        }
      }
      const at = (py * size + px) * 4;
      if (covered > 0) {
        pixels[at] = Math.round(r / covered);
        pixels[at + 1] = Math.round(g / covered);
        pixels[at + 2] = Math.round(b / covered);
      }
      pixels[at + 3] = Math.round((covered / samples ** 2) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG. */
function png(size) {
  const pixels = render(size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0; // no filter
    pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A Windows icon holding PNG images (Windows Vista and later). */
function ico(sizes) {
  const images = sizes.map(png);
  const header = Buffer.alloc(6 + 16 * sizes.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(sizes.length, 4);
  let offset = header.length;
  sizes.forEach((size, index) => {
    const entry = 6 + index * 16;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(images[index].length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += images[index].length;
  });
  return Buffer.concat([header, ...images]);
}

const out = join(dirname(new URL(import.meta.url).pathname), '..', 'build');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'icon.png'), png(512));
writeFileSync(join(out, 'icon.ico'), ico([16, 24, 32, 48, 64, 128, 256]));
console.log(`Wrote ${join(out, 'icon.png')} and ${join(out, 'icon.ico')}`);
