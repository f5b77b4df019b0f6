// `npm run staff -- <command>`: staff accounts from the command line, for the first administrator and
// for when nobody can sign in. Every change is audited like one made in the console.
import { parseArgs } from 'node:util';
import { staffRoles, type StaffRole } from '@portal/contract';
import { ConfigError, loadConfig } from '../config';
import { LockedError } from '../db/data-dir-lock';
import { createRateLimiter } from '../lib/rate-limiter';
import { createStaffService } from '../modules/staff/index';
import { migrateAsOwner, openDatabase } from '../start';

const usage = `Uso:
  npm run staff -- add --email <correo> --role <rol> [--role <rol>...]   alta; imprime el enlace para crear la contraseña
  npm run staff -- list                                                 personal, roles y estado
  npm run staff -- disable --email <correo>                             baja (cierra sus sesiones)
  npm run staff -- enable --email <correo>                              reactivar
  npm run staff -- link --email <correo>                                nuevo enlace para crear la contraseña
Roles: ${staffRoles.join(', ')}`;

class UsageError extends Error {}

const isRole = (value: string): value is StaffRole => (staffRoles as readonly string[]).includes(value);

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string', multiple: true } },
  });
  const [command] = positionals;
  const email = values.email?.trim().toLowerCase();
  if (!command || !['add', 'list', 'disable', 'enable', 'link'].includes(command)) throw new UsageError();
  if (command !== 'list' && !email) throw new UsageError('Falta --email');
  const roles = values.role ?? [];
  if (command === 'add' && (roles.length === 0 || !roles.every(isRole)))
    throw new UsageError(`--role debe ser uno de: ${staffRoles.join(', ')}`);

  const config = loadConfig(process.env, { mail: false });
  const { db, release } = await openDatabase(config);
  try {
    await migrateAsOwner(config, db);
    const staff = createStaffService({
      db,
      limiter: createRateLimiter(db),
      publicUrl: config.publicUrl,
      totp: config.staffTotp,
    });
    const by = { staffId: null, address: 'línea de comandos' };
    if (command === 'list') {
      const all = await staff.list();
      if (all.length === 0) console.log('No hay personal. Dé de alta al primero con: npm run staff -- add');
      for (const s of all)
        console.log(`${s.email}\t${s.roles.join(',')}\t${s.disabled ? 'deshabilitado' : 'activo'}`);
    } else if (command === 'add') {
      const { link } = await staff.add(email!, roles.filter(isRole), by);
      console.log(
        `Alta de ${email}. Enlace de un solo uso para crear la contraseña (vence en 72 h):\n${link}`,
      );
    } else if (command === 'link') {
      const link = await staff.newSetupLink(email!);
      if (!link) throw new UsageError(`No hay personal con el correo ${email}`);
      console.log(`Enlace de un solo uso para crear la contraseña (vence en 72 h):\n${link}`);
    } else if (!(await staff.setDisabled(email!, command === 'disable', by))) {
      throw new UsageError(`No hay personal con el correo ${email}`);
    } else {
      console.log(
        command === 'disable' ? `${email} deshabilitado; sus sesiones se cerraron` : `${email} habilitado`,
      );
    }
  } finally {
    await db.close();
    release();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) console.error(error.message ? `${error.message}\n\n${usage}` : usage);
  else if (error instanceof ConfigError || error instanceof LockedError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
