// Generates the app icons (PNG) with Node built-ins only. Run: node apps/web/scripts/make-icons.mjs
// The output is committed; rerun only when the design changes.
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
const background = [30, 58, 138]; // #1e3a8a, the app's primary
const ring = [255, 255, 255];
const accent = [125, 211, 252]; // #7dd3fc

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** Two interlocking rings (members helping each other) on the primary colour; `scale` shrinks them for maskable safe zones. */
function draw(size, scale) {
  const samples = 4;
  const rows = [];
  const r = 0.2 * size * scale;
  const w = 0.055 * size * scale;
  const centers = [
    { x: size * (0.5 - 0.11 * scale), y: size / 2, color: ring },
    { x: size * (0.5 + 0.11 * scale), y: size / 2, color: accent },
  ];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      let [cr, cg, cb] = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = x + (sx + 0.5) / samples;
          const py = y + (sy + 0.5) / samples;
          let color = background;
          for (const c of centers) {
            const d = Math.hypot(px - c.x, py - c.y);
            if (Math.abs(d - r) <= w / 2) color = c.color;
          }
          cr += color[0];
          cg += color[1];
          cb += color[2];
        }
      }
      const n = samples * samples;
      row.set([Math.round(cr / n), Math.round(cg / n), Math.round(cb / n), 255], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(outDir, { recursive: true });
writeFileSync(outDir + 'icon-192.png', draw(192, 1));
writeFileSync(outDir + 'icon-512.png', draw(512, 1));
writeFileSync(outDir + 'icon-maskable-512.png', draw(512, 0.75));
writeFileSync(outDir + 'apple-touch-icon.png', draw(180, 0.85));
console.log('icons written to', outDir);
