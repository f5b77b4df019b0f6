import type { Queryable } from '../db/connection';
import { hashPassword } from '../lib/passwords';
import { insertMember } from '../modules/accounts/repository';
import { ARMY_ORGANISMO_ID, MAIN_ORGANISMO_ID, OTHER_ORGANISMO_ID, organismos } from './organismos';
import { portfolioMembers } from './portfolio';

export const DEMO_PASSWORD = 'Demo1234';

const members = [
  {
    mail: 'socio@demo.com.ar',
    dni: '28456789',
    nombres: 'María Laura',
    apellido: 'González',
    celular: '1145678901',
    nacimiento: '1980-03-14',
    domicilio: 'Av. Rivadavia 4520, CABA',
    organismo: MAIN_ORGANISMO_ID,
    ejercito: false,
    kind: 'socio del organismo principal',
  },
  {
    mail: 'ejercito@demo.com.ar',
    dni: '31222333',
    nombres: 'Juan Martín',
    apellido: 'Fernández',
    celular: '2614567890',
    nacimiento: '1985-07-22',
    domicilio: 'San Martín 1200, Mendoza',
    organismo: ARMY_ORGANISMO_ID,
    ejercito: true,
    kind: 'socio del Ejército',
  },
  {
    mail: 'otro@demo.com.ar',
    dni: '25987654',
    nombres: 'Carlos Alberto',
    apellido: 'Rodríguez',
    celular: '3514567890',
    nacimiento: '1976-11-05',
    domicilio: 'Bv. San Juan 350, Córdoba',
    organismo: OTHER_ORGANISMO_ID,
    ejercito: false,
    kind: 'socio de otro organismo (envía documentos de haberes)',
  },
];

export const demoAccountLogins = members.map((m) => ({
  mail: m.mail,
  password: DEMO_PASSWORD,
  description: m.kind,
}));

export async function loadDemoAccounts(tx: Queryable) {
  for (const o of organismos) {
    await tx.query(
      `INSERT INTO organismos (id, nombre, nombre_corto, requiere_haberes, es_ejercito) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO NOTHING`,
      [o.id, o.nombre, o.corto, o.haberes, o.ejercito],
    );
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const m of [...members, ...portfolioMembers]) {
    await insertMember(tx, {
      dni: m.dni,
      mail: m.mail,
      nombres: m.nombres,
      apellido: m.apellido,
      celular: m.celular,
      fechaNacimiento: m.nacimiento,
      domicilio: m.domicilio,
      passwordHash,
      ejercito: m.ejercito,
      organismoId: m.organismo,
    });
  }
}
