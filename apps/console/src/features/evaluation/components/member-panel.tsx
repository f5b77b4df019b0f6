import type { LoanDetail } from '@portal/contract';
import { Fact, Panel } from './panel';

/** Who asks: the member's data as the association holds it. */
export function MemberPanel({ socio }: { socio: LoanDetail['socio'] }) {
  return (
    <Panel title="Socio">
      <dl className="grid grid-cols-1 gap-3">
        <Fact label="Nombre">{socio.nombre}</Fact>
        <Fact label="DNI">{socio.dni}</Fact>
        <Fact label="Correo electrónico">{socio.mail}</Fact>
        <Fact label="Celular">{socio.celular ?? 'No informado'}</Fact>
        <Fact label="Organismo">{socio.organismo}</Fact>
        <Fact label="Personal del Ejército">{socio.ejercito ? 'Sí' : 'No'}</Fact>
      </dl>
    </Panel>
  );
}
