import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../db/connection';
import { serverRoot } from '../locations';
import { insertNews } from '../modules/news/repository';
import { ARMY_ORGANISMO_ID, MAIN_ORGANISMO_ID, OTHER_ORGANISMO_ID } from './organismos';

/*
 * The JPEGs are source assets (made by scripts/generate-news-images.mjs), read at load time. serverRoot is
 * apps/server both under tsx/vitest and from the bundled dist/server.js, so the same path holds for both.
 */
export const newsImagesDir = path.join(serverRoot, 'src', 'demo', 'news-images');

interface DemoNews {
  titulo: string;
  /** As an editor writes it: some with HTML tags and entities. */
  texto: string;
  image?: string;
  /** Only that organismo's members read it; unset: everyone. */
  organismoId?: number;
  daysAgo: number;
}

// Oldest first, so that ids follow publication dates. socio@ (organismo 2) reads 11 of them: two pages.
const items: DemoNews[] = [
  {
    titulo: 'Bienvenidos al nuevo Portal del Socio',
    texto:
      '<p>Desde hoy puede consultar sus pr&eacute;stamos, solicitar uno nuevo y recibir los avisos de la mutual desde el celular.</p>' +
      '<p>Ingrese con su correo y su contrase&ntilde;a. Si todav&iacute;a no se registr&oacute;, elija <strong>Registrarse</strong> en la pantalla de inicio.</p>',
    image: 'portal-socio',
    daysAgo: 120,
  },
  {
    titulo: 'Horarios de atención durante el receso invernal',
    texto:
      'Durante la semana del receso invernal la sede central atenderá de lunes a viernes de 9 a 13 horas. ' +
      'Las gestiones de préstamos pueden realizarse por este portal en cualquier horario.',
    image: 'horarios',
    daysAgo: 104,
  },
  {
    titulo: 'Campaña de vacunación antigripal',
    texto:
      '<p>La mutual organiza una <strong>campa&ntilde;a de vacunaci&oacute;n antigripal sin cargo</strong> para socios y su grupo familiar.</p>' +
      '<p>Se aplicar&aacute; en el consultorio de la sede central los martes y jueves de 8 a 12. Traer DNI y carnet de socio.</p>',
    image: 'salud-vacunacion',
    daysAgo: 92,
  },
  {
    titulo: 'Beneficio exclusivo para el personal del Ejército',
    texto:
      '<p>El personal en actividad y retirado del Ej&eacute;rcito Argentino accede a una l&iacute;nea de pr&eacute;stamos con ' +
      'descuento por haberes y tr&aacute;mite simplificado: sin documentaci&oacute;n de ingresos.</p>',
    image: 'beneficio-ejercito',
    organismoId: ARMY_ORGANISMO_ID,
    daysAgo: 80,
  },
  {
    titulo: 'Descuentos en farmacias adheridas',
    texto:
      'Presentando el carnet de socio obtiene hasta un 40% de descuento en medicamentos de venta libre y recetados ' +
      'en más de 300 farmacias adheridas de todo el país. Consulte el listado en la sede.',
    image: 'farmacias-descuento',
    daysAgo: 70,
  },
  {
    titulo: 'Convenio con ópticas: anteojos en 6 cuotas sin interés',
    texto:
      '<p>Firmamos un convenio con la <em>C&aacute;mara de &Oacute;pticas</em> para que los socios compren anteojos recetados y ' +
      'lentes de contacto en <strong>6 cuotas sin inter&eacute;s</strong> descontadas del recibo de haberes.</p>',
    image: 'opticas',
    daysAgo: 58,
  },
  {
    titulo: 'Nueva delegación en la ciudad de Córdoba',
    texto:
      '<p>Los socios de la Municipalidad de C&oacute;rdoba ya cuentan con atenci&oacute;n presencial en Bv. San Juan 350, ' +
      'de lunes a viernes de 8 a 14. All&iacute; pueden entregar la documentaci&oacute;n de haberes de sus solicitudes.</p>',
    image: 'delegacion-cordoba',
    organismoId: OTHER_ORGANISMO_ID,
    daysAgo: 47,
  },
  {
    titulo: 'Ayuda escolar para hijos de socios',
    texto:
      '<p>Se encuentra abierta la inscripci&oacute;n para la <strong>ayuda escolar</strong>: un kit de &uacute;tiles para ' +
      'cada hijo en edad escolar y un reintegro en guardapolvos.</p><p>Inscripci&oacute;n hasta fin de mes con la ' +
      'constancia de alumno regular.</p>',
    image: 'ayuda-escolar',
    daysAgo: 38,
  },
  {
    titulo: 'Turismo: temporada de invierno en Bariloche',
    texto:
      'Paquetes de 5 noches en hotel con media pensión y traslados, con precio preferencial para socios y financiación ' +
      'en hasta 12 cuotas. Cupos limitados; reservas en la oficina de turismo de la mutual.',
    image: 'turismo-bariloche',
    daysAgo: 27,
  },
  {
    titulo: 'Sorteo por el Día del Padre',
    texto:
      '<p>Todos los socios con la cuota social al d&iacute;a participan del sorteo de <strong>10 &oacute;rdenes de compra</strong> ' +
      'por $&nbsp;150.000. El sorteo se realizar&aacute; ante escribano y los ganadores ser&aacute;n notificados por este portal.</p>',
    image: 'sorteo-dia-del-padre',
    daysAgo: 19,
  },
  {
    titulo: 'Convocatoria a Asamblea General Ordinaria',
    texto:
      '<p>El Consejo Directivo convoca a los socios de la <strong>Asociaci&oacute;n Mutual de Empleados P&uacute;blicos</strong> ' +
      'a la Asamblea General Ordinaria para tratar la memoria, el balance y la elecci&oacute;n de autoridades.</p>' +
      '<p>La documentaci&oacute;n est&aacute; a disposici&oacute;n en la sede a partir del lunes.</p>',
    image: 'asamblea',
    organismoId: MAIN_ORGANISMO_ID,
    daysAgo: 11,
  },
  {
    titulo: 'Cambio de domicilio de la sede de Mendoza',
    texto:
      'Desde el próximo lunes la delegación Mendoza atiende en San Martín 1200, planta baja, de 8 a 14. Los teléfonos no cambian.',
    daysAgo: 6,
  },
  {
    titulo: 'Nuevas líneas de préstamo con tasa fija',
    texto:
      '<p>Lanzamos dos nuevas l&iacute;neas de pr&eacute;stamos personales con <strong>tasa fija en pesos</strong> y plazos de ' +
      '6 a 36 cuotas. Puede simular y solicitar su pr&eacute;stamo desde la secci&oacute;n Pr&eacute;stamos del portal.</p>' +
      '<p>La cuota se descuenta del recibo de haberes &mdash; sin gastos de otorgamiento.</p>',
    image: 'lineas-prestamo',
    daysAgo: 2,
  },
];

export async function loadDemoNews(tx: Queryable, now = new Date()) {
  for (const item of items) {
    const fecha = new Date(now.getTime() - item.daysAgo * 24 * 3600_000);
    fecha.setUTCHours(13, 0, 0, 0); // 10:00 in Argentina: a plausible publishing time.
    await insertNews(tx, {
      titulo: item.titulo,
      texto: item.texto,
      fecha,
      imagen: item.image ? readFileSync(path.join(newsImagesDir, `${item.image}.jpg`)) : null,
      organismoId: item.organismoId ?? null,
    });
  }
}
