import type { MemberRow } from './repository';

/** memberFields of the contract. */
export const toMemberFields = (m: MemberRow) => ({
  Id: m.id,
  Nombres: m.nombres,
  Apellido: m.apellido,
  Nombre: `${m.nombres} ${m.apellido}`,
  Mail: m.mail,
  Celular: m.celular,
  FechaNacimiento: m.fecha_nacimiento,
  Domicilio: m.domicilio,
  Foto: m.foto ? Buffer.from(m.foto.buffer, m.foto.byteOffset, m.foto.byteLength).toString('base64') : null,
  Ejercito: m.ejercito,
  OrganismoId: m.organismo_id,
  OrganismoNombre: m.organismo_nombre,
  OrganismoNombreCorto: m.organismo_nombre_corto,
  RequiereHaberes: m.requiere_haberes,
});
