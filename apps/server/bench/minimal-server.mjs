// The yardstick of `side-by-side.mjs`: a minimal Fastify handler per call running the very same SQL as
// the project (the session guard's lookup, then the call's own query, copied from
// accounts/session-repository.ts, accounts/repository.ts and loans/repository.ts) on the same
// database, with no schema, hook or plugin. Started as its own process, like the server.
// Usage: node minimal-server.mjs (DATABASE_URL=postgres://... [MINIMAL_PREPARED=on] | DATA_DIR=<embedded database folder>)
import { createHash } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

const query = process.env.DATABASE_URL
  ? (() => {
      const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
      // MINIMAL_PREPARED=on: named statements, as the project's pool sends them (db/connection.ts).
      if (process.env.MINIMAL_PREPARED === 'on') {
        const names = new Map();
        const nameOf = (sql) => names.get(sql) ?? names.set(sql, `m${names.size + 1}`).get(sql);
        return async (sql, params) =>
          (await pool.query({ name: nameOf(sql), text: sql, values: params })).rows;
      }
      return async (sql, params) => (await pool.query(sql, params)).rows;
    })()
  : await (async () => {
      const db = await PGlite.create({ dataDir: path.join(process.env.DATA_DIR, 'pgdata') });
      return async (sql, params) => (await db.query(sql, params)).rows;
    })();

const hash = (token) => createHash('sha256').update(token).digest('hex');
const memberSql = `SELECT m.id, m.nombres, m.apellido, m.mail, m.celular, to_char(m.fecha_nacimiento, 'DD/MM/YYYY') AS fecha_nacimiento,
         m.domicilio, m.ejercito, m.organismo_id, o.nombre AS organismo_nombre, o.nombre_corto AS organismo_nombre_corto,
         o.requiere_haberes AND NOT m.ejercito AS requiere_haberes,
         p.data AS foto
    FROM members m
    JOIN organismos o ON o.id = m.organismo_id
    LEFT JOIN member_photos p ON p.member_id = m.id WHERE m.id = $1`;
const sessionSql = `SELECT member_id, last_seen_at < now() - interval '1 minute' AS stale FROM sessions
      WHERE token_hash = $1 AND revoked_at IS NULL AND idle_expires_at > now() AND expires_at > now()`;
const loansSql = `SELECT id, member_id, producto, estado, fecha, monto_prestado, saldo, monto_cuota, cantidad_cuotas,
  cuotas_restantes, monto_en_mora, tna, cft, color, confirmed_at,
  EXISTS (SELECT 1 FROM loan_files f WHERE f.loan_id = loans.id) AS tiene_legajo FROM loans WHERE member_id = $1 ORDER BY fecha DESC, id DESC`;

const app = Fastify();
app.post('/api/MUsuario/TraeDatosUsuario', async (req) => {
  const [session] = await query(sessionSql, [hash(req.body.UAT)]);
  const [m] = await query(memberSql, [session.member_id]);
  return {
    Status: 200,
    Mensaje: 'Operación completada',
    Id: m.id,
    Nombres: m.nombres,
    Apellido: m.apellido,
    Nombre: `${m.nombres} ${m.apellido}`,
    Mail: m.mail,
    Celular: m.celular,
    FechaNacimiento: m.fecha_nacimiento,
    Domicilio: m.domicilio,
    Foto: m.foto ? Buffer.from(m.foto).toString('base64') : null,
    Ejercito: m.ejercito,
    OrganismoId: m.organismo_id,
    OrganismoNombre: m.organismo_nombre,
    OrganismoNombreCorto: m.organismo_nombre_corto,
    RequiereHaberes: m.requiere_haberes,
  };
});
app.post('/api/mprestamos/TraePrestamos', async (req) => {
  const [session] = await query(sessionSql, [hash(req.body.uat)]);
  const rows = await query(loansSql, [session.member_id]);
  return {
    Status: 200,
    Mensaje: 'Operación completada',
    Prestamos: rows.map((r) => ({
      Id: r.id,
      Producto: r.producto,
      Estado: r.estado,
      Fecha: r.fecha.toISOString(),
      Transferido: r.estado === 'Descontando' || r.estado === 'Cancelado',
      Confirmable: r.estado === 'Aprobado - pendiente de confirmación',
      Anulable: r.estado === 'Pendiente de evaluación' || r.estado === 'Aprobado - pendiente de confirmación',
      MontoPrestado: Number(r.monto_prestado),
      Saldo: Number(r.saldo),
      MontoCuota: Number(r.monto_cuota),
      CantidadCuotas: r.cantidad_cuotas,
      CuotasRestantes: r.cuotas_restantes,
      MontoAdeudado: Number(r.monto_en_mora),
      TieneLegajo: r.tiene_legajo,
      ...(r.color ? { Color: r.color } : {}),
      CFT: Number(r.cft),
      TNA: Number(r.tna),
    })),
  };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`minimal listening on ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
