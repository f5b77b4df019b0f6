import type { Db } from '../../src/db/connection';
import { hashPassword } from '../../src/lib/passwords';
import { insertMember } from '../../src/modules/accounts/repository';
import { startSession } from '../../src/modules/accounts/sessions';

export const TEST_PASSWORD = 'Secreta123';
let passwordHash: Promise<string> | undefined;
let sequence = 0;
const next = () => ++sequence + Math.floor(Math.random() * 1000) * 1000;

export interface OrganismoOptions {
  id?: number;
  nombre?: string;
  nombreCorto?: string;
  requiereHaberes?: boolean;
  esEjercito?: boolean;
}

export async function createOrganismo(db: Db, o: OrganismoOptions = {}) {
  const id = o.id ?? 100 + next();
  await db.query(
    `INSERT INTO organismos (id, nombre, nombre_corto, requiere_haberes, es_ejercito) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO NOTHING`,
    [
      id,
      o.nombre ?? `Organismo ${id}`,
      o.nombreCorto ?? `ORG${id}`,
      o.requiereHaberes ?? true,
      o.esEjercito ?? false,
    ],
  );
  return id;
}

export interface MemberOptions {
  mail?: string;
  dni?: string;
  nombres?: string;
  apellido?: string;
  celular?: string;
  fechaNacimiento?: string | null;
  ejercito?: boolean;
  organismoId?: number;
  password?: string;
}

export async function createMember(db: Db, m: MemberOptions = {}) {
  const n = next();
  const organismoId =
    m.organismoId ??
    (await createOrganismo(db, {
      id: 2,
      nombre: 'Asociación Mutual de Empleados Públicos',
      nombreCorto: 'AMEP',
      requiereHaberes: false,
    }));
  const hash = m.password
    ? await hashPassword(m.password)
    : await (passwordHash ??= hashPassword(TEST_PASSWORD));
  const mail = m.mail ?? `socio${n}@prueba.com.ar`;
  const id = await insertMember(db, {
    dni: m.dni ?? String(20_000_000 + n),
    mail,
    nombres: m.nombres ?? 'Ana María',
    apellido: m.apellido ?? 'Pérez',
    celular: m.celular ?? '1155554444',
    fechaNacimiento: m.fechaNacimiento === undefined ? '1990-05-17' : m.fechaNacimiento,
    passwordHash: hash,
    ejercito: m.ejercito ?? false,
    organismoId,
  });
  return { id, mail, password: m.password ?? TEST_PASSWORD, organismoId };
}

/** A member with a live session, without going through login (and its rate limits). */
export async function createSignedInMember(db: Db, m: MemberOptions = {}) {
  const member = await createMember(db, m);
  return { ...member, uat: await startSession(db, member.id) };
}
