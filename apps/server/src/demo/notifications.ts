import type { Queryable } from '../db/connection';
import { findMemberIdByMail } from '../modules/accounts/repository';
import { acknowledge, addNotification, markViewed } from '../modules/notifications/repository';

interface DemoNotice {
  titulo: string;
  descripcion: string;
  daysAgo: number;
  /** Already acknowledged ('Tomar conocimiento' done) and viewed. */
  acknowledged?: boolean;
}

const byMember: Record<string, DemoNotice[]> = {
  'socio@demo.com.ar': [
    {
      titulo: 'Bienvenida al Portal del Socio',
      descripcion:
        'Gracias por registrarse. Desde aquí puede seguir sus préstamos, solicitar uno nuevo y recibir los avisos de la mutual.',
      daysAgo: 90,
      acknowledged: true,
    },
    {
      titulo: 'Actualización de la cuota social',
      descripcion:
        'A partir del próximo mes la cuota social se actualiza a $ 4.500, según lo aprobado por el Consejo Directivo. ' +
        'El importe se descuenta del recibo de haberes como hasta ahora.',
      daysAgo: 40,
      acknowledged: true,
    },
    {
      titulo: 'Cuota descontada',
      descripcion:
        'Se descontó la cuota del mes de su préstamo personal. Puede ver el detalle en la sección Préstamos, pestaña Movimientos.',
      daysAgo: 25,
      acknowledged: true,
    },
    {
      titulo: 'Convocatoria a Asamblea General Ordinaria',
      descripcion:
        'Se convoca a Asamblea General Ordinaria. Para participar con voz y voto debe tener la cuota social al día. ' +
        'Tome conocimiento de la convocatoria.',
      daysAgo: 10,
    },
    {
      titulo: 'Actualice sus datos de contacto',
      descripcion:
        'Verifique que su celular y su correo estén al día en la sección Perfil: allí le enviamos los códigos de confirmación de préstamos.',
      daysAgo: 4,
    },
    {
      titulo: 'Nuevo reglamento de préstamos',
      descripcion:
        'Rige un nuevo reglamento de préstamos personales: plazos de 6 a 36 cuotas y tasa fija. ' +
        'Es necesario que tome conocimiento antes de solicitar un nuevo préstamo.',
      daysAgo: 1,
    },
  ],
  'ejercito@demo.com.ar': [
    {
      titulo: 'Línea exclusiva para personal del Ejército',
      descripcion:
        'Ya está disponible la línea de préstamos con descuento por haberes para personal del Ejército, sin documentación de ingresos.',
      daysAgo: 30,
      acknowledged: true,
    },
    {
      titulo: 'Actualización de la cuota social',
      descripcion:
        'A partir del próximo mes la cuota social se actualiza a $ 4.500, según lo aprobado por el Consejo Directivo.',
      daysAgo: 3,
    },
  ],
  'otro@demo.com.ar': [
    {
      titulo: 'Documentación de haberes',
      descripcion:
        'Para solicitar préstamos debe adjuntar el certificado de haberes y el último recibo de sueldo. Puede fotografiarlos con el celular.',
      daysAgo: 20,
    },
    {
      titulo: 'Nueva delegación en Córdoba',
      descripcion:
        'Ya puede realizar trámites presenciales en Bv. San Juan 350, Córdoba, de lunes a viernes de 8 a 14.',
      daysAgo: 7,
      acknowledged: true,
    },
  ],
};

/** Notifications of the demo members (loaded after accounts: they refer to members by e-mail). */
export async function loadDemoNotifications(tx: Queryable, now = new Date()) {
  for (const [mail, notices] of Object.entries(byMember)) {
    const memberId = await findMemberIdByMail(tx, mail);
    if (memberId === undefined) throw new Error(`demo member ${mail} is missing`);
    for (const notice of notices) {
      const fecha = new Date(now.getTime() - notice.daysAgo * 24 * 3600_000);
      const id = await addNotification(tx, memberId, {
        titulo: notice.titulo,
        descripcion: notice.descripcion,
        fecha,
      });
      if (notice.acknowledged) {
        await markViewed(tx, memberId, id);
        await acknowledge(tx, memberId, id);
      }
    }
  }
}
