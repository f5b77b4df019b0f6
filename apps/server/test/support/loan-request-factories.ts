import type { Db } from '../../src/db/connection';
import type { RateTable } from '../../src/modules/loan-math/rate-table';
import { insertLoanLine } from '../../src/modules/loans/new-loan-repository';
import { insertRateTable, setCapacity } from '../../src/modules/loan-request/repository';
import { createOrganismo, createSignedInMember, type MemberOptions } from './factories';
import { PNG_BASE64, jpegOf, pngOf } from './images';
import { DEMO_RATE_TABLES } from '../../src/demo/loan-request';

let lines = 0;

/** 100,000 to 1,000,000 by 100,000 in 3 to 36 installments by 3: the demo's personal line, the benchmark's 10 x 12 grid. */
export const gridTable: RateTable = DEMO_RATE_TABLES.personal;

/** A loan line with a rate table (the grid table unless told). Returns its id. */
export async function createRateLine(db: Db, o: { nombre?: string; table?: RateTable } = {}) {
  const lineId = await insertLoanLine(
    db,
    o.nombre ?? `Línea de prueba ${++lines}-${Math.random().toString(36).slice(2, 7)}`,
  );
  await insertRateTable(db, lineId, o.table ?? gridTable);
  return lineId;
}

export type BorrowerKind = 'main' | 'army' | 'other';

/**
 * A signed-in member with a monthly capacity: of the main organismo (no income documents), the army, or
 * another organismo that requires income documents.
 */
export async function createBorrower(
  db: Db,
  kind: BorrowerKind = 'main',
  capacity = 200_000,
  m: MemberOptions = {},
) {
  const organismoId =
    kind === 'main'
      ? await createOrganismo(db, {
          id: 2,
          nombre: 'Asociación Mutual de Empleados Públicos',
          requiereHaberes: false,
        })
      : kind === 'army'
        ? await createOrganismo(db, {
            id: 3,
            nombre: 'Ejército Argentino',
            requiereHaberes: false,
            esEjercito: true,
          })
        : await createOrganismo(db, { id: 4, nombre: 'Municipalidad de Córdoba', requiereHaberes: true });
  const member = await createSignedInMember(db, { ...m, organismoId, ejercito: kind === 'army' });
  await setCapacity(db, member.id, capacity);
  return member;
}

/** A real JPEG padded to `size` bytes. */
export const jpegBytes = (size = 2048) => jpegOf(size);
/** A real PNG padded to `size` bytes. */
export const pngBytes = (size = 2048) => pngOf(size);
export const dataUrl = (bytes: Buffer, mime = 'image/jpeg') =>
  `data:${mime};base64,${bytes.toString('base64')}`;

/** The DNI documents and the signature, as the wizard sends them. */
export const dniDocuments = () => ({
  FotoDNIAnverso: dataUrl(jpegBytes()),
  FotoDNIReverso: jpegBytes(3000).toString('base64'),
  FotoSosteniendoDNI: dataUrl(pngBytes(), 'image/png'),
  FirmaOlografica: `data:image/png;base64,${PNG_BASE64}`,
});
export const incomeDocuments = () => ({
  CertificadoHaberes: dataUrl(jpegBytes(4000)),
  ReciboHaberes: dataUrl(pngBytes(5000), 'image/png'),
});

/** Row counts of everything a request writes: a refused or failed one must leave them unchanged. */
export async function requestRowCounts(db: Db) {
  const count = async (table: string) =>
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  return {
    loans: await count('loans'),
    requests: await count('loan_requests'),
    documents: await count('loan_request_documents'),
    signatures: await count('loan_request_signatures'),
    precancellations: await count('loan_request_precancellations'),
    notifications: await count('notifications'),
  };
}
