// Draws the app icon (build/icon.png, 1024 × 1024) without any image tool: a blue rounded square with
// three white signal arcs over a dot. electron-builder turns it into .ico / .icns / Linux sizes.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const size = 1024;

/** The colour (RGBA) of one pixel of the icon. */
export function iconPixel(x: number, y: number): [number, number, number, number] {
  const radius = 180;
  const inset = 64;
  const cx = Math.min(Math.max(x, inset + radius), size - inset - radius);
  const cy = Math.min(Math.max(y, inset + radius), size - inset - radius);
  if (x < inset || y < inset || x >= size - inset || y >= size - inset || Math.hypot(x - cx, y - cy) > radius)
    return [0, 0, 0, 0];
  const distance = Math.hypot(x - size / 2, y - 700);
  const angle = Math.atan2(700 - y, x - size / 2);
  const inFan = angle > Math.PI / 4 && angle < (3 * Math.PI) / 4;
  const onArc = [180, 300, 420].some((r) => Math.abs(distance - r) < 34);
  if (distance < 60 || (inFan && onArc)) return [255, 255, 255, 255];
  const shade = Math.round(40 * (y / size));
  return [25, 113 - shade, 194 - shade, 255];
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
};

/** The icon as PNG bytes. */
export function iconPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    const start = y * (size * 4 + 1);
    for (let x = 0; x < size; x += 1) rows.set(iconPixel(x, y), start + 1 + x * 4);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

if (import.meta.main) {
  writeFileSync('build/icon.png', iconPng());
  process.stdout.write('wrote build/icon.png\n');
}
