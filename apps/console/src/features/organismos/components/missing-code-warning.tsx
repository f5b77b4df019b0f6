import { Link } from 'react-router';
import type { ConsoleOrganismo } from '@portal/contract';
import { Alert } from '@portal/ui/alert';

const loans = (n: number) => (n === 1 ? '1 préstamo' : `${n.toLocaleString('es-AR')} préstamos`);

/**
 * The organismos without a deduction code that hold loans in 'Descontando': no orders can be generated
 * for them, so nothing is deducted until the code is loaded in their payroll data.
 */
export function MissingCodeWarning({ organismos }: { organismos: ConsoleOrganismo[] }) {
  const stuck = organismos.filter((o) => o.codigoDescuento === null && o.descontandoSinCodigo > 0);
  if (stuck.length === 0) return null;
  return (
    <Alert tone="warning">
      <p className="font-semibold">
        {stuck.length === 1
          ? 'Un organismo sin código de descuento tiene préstamos en Descontando'
          : `${stuck.length} organismos sin código de descuento tienen préstamos en Descontando`}
      </p>
      <p>
        Sin código no se generan sus órdenes y esas cuotas no se descuentan. Cargue el código en sus datos de
        haberes:
      </p>
      <ul className="mt-1 list-disc pl-5">
        {stuck.map((o) => (
          <li key={o.id}>
            <Link to={`/haberes?organismo=${o.id}`} className="font-medium underline">
              {o.nombre}
            </Link>
            : {loans(o.descontandoSinCodigo)} en Descontando
          </li>
        ))}
      </ul>
    </Alert>
  );
}
