import { crc32, deflateSync } from 'node:zlib';
import { schedule } from '../../../../src/modules/loan-math/amortization';
import { cft } from '../../../../src/modules/loan-math/cft';
import { tea } from '../../../../src/modules/loan-math/row-figures';
import type { LegajoData } from '../../../../src/modules/loans/legajo/legajo-data';

/** A small RGBA PNG with a blue scribble on a transparent background, like the app's signature pad. */
export function signaturePng(width = 600, height = 200): Uint8Array {
  const pixels = Buffer.alloc(height * (1 + width * 4)); // each row: filter byte 0 + RGBA
  const plot = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= width || py >= height) continue;
        const at = py * (1 + width * 4) + 1 + px * 4;
        pixels.set([0x1d, 0x4e, 0xd8, 0xff], at);
      }
    }
  };
  for (let t = 0; t <= 1; t += 0.0004) {
    const x = 40 + t * (width - 80);
    plot(x, height / 2 + Math.sin(t * 19) * 45 * Math.cos(t * 3) + Math.sin(t * 57) * 12);
  }
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(body.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(pixels)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

export function sampleLegajo(over: { amount?: number; tna?: number; n?: number } = {}): LegajoData {
  // Terms from the loan math, as the server will build them.
  const amount = over.amount ?? 850_000;
  const tna = over.tna ?? 85.5;
  const n = over.n ?? 24;
  const rows = schedule(amount, tna, n);
  return {
    member: {
      nombres: 'María José',
      apellido: 'Núñez Peña',
      dni: '28456789',
      mail: 'maria.nunez@correo.com.ar',
      celular: '+54 9 11 5555-1234',
    },
    organismo: { nombre: 'Ministerio de Educación - Provincia de Córdoba' },
    loan: {
      id: 1042,
      producto: 'Préstamo Personal Cuota Fija',
      montoPrestado: amount,
      cantidadCuotas: n,
      montoCuota: rows[0]?.payment ?? 0,
      tna,
      tea: tea(tna),
      cft: cft(amount, tna, n).cftea,
      fechaAlta: new Date('2026-11-18T13:00:00Z'),
    },
    schedule: rows,
    signaturePng: signaturePng(),
    confirmedAt: new Date('2026-11-21T18:09:51Z'),
    codeSentTo: 'ma***@correo.com.ar',
  };
}
