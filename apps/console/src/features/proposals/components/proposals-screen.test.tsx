import { screen, within } from '@testing-library/react';
import { consolePaths } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { ok, stubApi } from '../../../test/fetch-stub';

const me = `GET ${consolePaths.me}`;
const proposal = (id: number, proposedBy: string) => ({
  id,
  kind: 'loan.transfer',
  entity: 'loan',
  entityId: '7',
  payload: { date: '2026-11-20', amount: 300000, reference: 'TRF-1' },
  proposedBy,
  proposedAt: '2026-11-20T13:00:00.000Z',
});

describe('Pendientes de aprobación', () => {
  it("lists others' proposals to decide, and one's own without buttons", async () => {
    const api = stubApi({
      [me]: () => ok({ email: 'tesoreria2@staff.demo.com.ar', roles: ['tesoreria'] }),
      'GET /api/console/proposals': () =>
        ok({
          items: [proposal(1, 'tesoreria@staff.demo.com.ar'), proposal(2, 'tesoreria2@staff.demo.com.ar')],
          next: null,
        }),
      'POST /api/console/proposals/1/approve': () => ok({ id: 1, decision: 'approved' }),
    });
    const { user } = renderApp('/pendientes');
    await screen.findByText(/Propuesta N° 1 por/);
    const items = screen.getAllByRole('listitem');
    const first = items.find((i) => i.textContent?.includes('Propuesta N° 1'))!;
    const second = items.find((i) => i.textContent?.includes('Propuesta N° 2'))!;
    expect(within(first).getByText(/Transferencia/)).toBeInTheDocument();
    expect(within(first).getByText(/Importe: \$\s?300\.000,00/)).toBeInTheDocument();
    expect(within(second).getByText('Propuesta suya: otra persona debe aprobarla')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Propuesta N° 1 aprobada.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/console/proposals/1/approve')).toHaveLength(1);
  });
});
