import { screen, within } from '@testing-library/react';
import { consolePaths } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';
import { waited } from './queue-screen';

const me = `GET ${consolePaths.me}`;
const item = (id: number, horasEspera: number) => ({
  id,
  producto: 'Préstamo Personal',
  montoPrestado: 300000,
  cantidadCuotas: 12,
  montoCuota: 35123.45,
  solicitadoEl: '2026-11-20T13:00:00.000Z',
  horasEspera,
  socio: { id: 3, nombre: 'Ana Gómez', dni: '30111222' },
  organismo: 'AMEP',
});

describe('the evaluation queue', () => {
  it('lists the requests oldest first with their wait, each opening its loan, and pages on', async () => {
    const api = stubApi({
      [me]: () => ok(evaluador),
      [`GET ${'/api/console/loans/queue'}`]: () => ok({ items: [item(5, 72), item(6, 3)], next: '6' }),
      'GET /api/console/loans/queue?cursor=6': () => ok({ items: [item(8, 1)], next: null }),
    });
    const { user } = renderApp('/evaluacion');
    const table = within(await screen.findByRole('table', { name: 'Solicitudes pendientes de evaluación' }));
    expect(await table.findByRole('link', { name: 'N° 5' })).toHaveAttribute('href', '/prestamos/5');
    expect(table.getByText('3 días')).toHaveClass('text-red-700');
    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await table.findByRole('link', { name: 'N° 8' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/console/loans/queue?cursor=6')).toHaveLength(1);
  });

  it('says what went wrong', async () => {
    stubApi({
      [me]: () => ok(evaluador),
      'GET /api/console/loans/queue': () => fail(503, 'El servidor se está reiniciando'),
    });
    renderApp('/evaluacion');
    expect(await screen.findByRole('alert')).toHaveTextContent('El servidor se está reiniciando');
  });

  it('words the wait', () => {
    expect([waited(3.4), waited(30), waited(72)]).toEqual(['3 h', '1 día', '3 días']);
  });
});
