import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

const hex = (color: string): Rgb => [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as Rgb;

/**
 * A demo cover: a diagonal gradient between two colours with soft circles, as a PNG. Real covers
 * are uploaded by staff; these only make the demo catalogue look like one.
 */
export function coverImage(from: string, to: string, width = 480, height = 300): Buffer {
  const [a, b] = [hex(from), hex(to)];
  const circles = [
    { x: width * 0.82, y: height * 0.22, r: height * 0.38 },
    { x: width * 0.12, y: height * 0.95, r: height * 0.3 },
  ];
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let light = 0;
      for (const c of circles) if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) light += 0.12;
      for (let i = 0; i < 3; i++) {
        const base = a[i]! + (b[i]! - a[i]!) * t;
        raw[row + 1 + x * 3 + i] = Math.round(base + (255 - base) * light);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
