import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { consoleLoanPaths, consolePaths } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';
import { comunicaciones, loanDetail, plans, queueItem } from '../test-data';
import { stubObjectUrls } from '../test-object-urls';

const me = `GET ${consolePaths.me}`;
const firstPage = `GET ${consoleLoanPaths.queue}?limit=25`;
const rowsOf = () => within(screen.getByRole('table', { name: 'Solicitudes pendientes de evaluación' }));

describe('the evaluation queue', () => {
  it('lists the pending requests oldest first, with their wait, and pages on with the cursor', async () => {
    const api = stubApi({
      [me]: () => ok(evaluador),
      [firstPage]: () =>
        ok({
          items: [
            queueItem(5, { horasEspera: 75, socio: { id: 1, nombre: 'Ana Gómez', dni: '20111222' } }),
            queueItem(6, { horasEspera: 30, organismo: 'Policía de la Provincia' }),
          ],
          next: 'abc-1',
        }),
      [`GET ${consoleLoanPaths.queue}?limit=25&cursor=abc-1`]: () =>
        ok({ items: [queueItem(7, { horasEspera: 0 })], next: null }),
    });
    const { user } = renderApp('/evaluacion');
    expect(await screen.findByRole('heading', { name: 'Evaluación de solicitudes' })).toBeInTheDocument();
    const first = (
      await screen.findByRole('link', { name: 'Evaluar la solicitud N° 5 de Ana Gómez' })
    ).closest('tr');
    expect(first).not.toBeNull();
    const row = within(first as HTMLElement);
    expect(row.getByText('3 días y 3 h')).toBeInTheDocument();
    expect(row.getByText('La más antigua')).toBeInTheDocument();
    expect(row.getByText('DNI 20111222')).toBeInTheDocument();
    expect(row.getByText('Ministerio de Salud')).toBeInTheDocument();
    expect(row.getByText(/700\.000,00/)).toBeInTheDocument();
    expect(row.getByText(/91\.234,56/)).toBeInTheDocument();
    expect(row.getByText('12')).toBeInTheDocument();
    // 13:30 UTC is 10:30 in Buenos Aires.
    expect(row.getByText('10/03/2025 10:30')).toBeInTheDocument();
    expect(rowsOf().getAllByText('La más antigua')).toHaveLength(1);
    expect(rowsOf().getByText('1 día y 6 h')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await rowsOf().findByText('Menos de 1 h')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(api.callsTo(firstPage)).toHaveLength(1);
  });

  it('a row opens the decision screen', async () => {
    stubObjectUrls();
    stubApi({
      [me]: () => ok(evaluador),
      [firstPage]: () => ok({ items: [queueItem(321)], next: null }),
      [`GET /api/console/loans/321`]: () => ok(loanDetail()),
      [`GET /api/console/loans/321/plans`]: () => ok(plans()),
      [`GET /api/console/loans/321/timeline`]: () => ok({ items: [] }),
      [`GET /api/console/loans/321/documents/11`]: () => ({ text: 'x', contentType: 'image/jpeg' }),
      [`GET /api/console/loans/321/documents/12`]: () => ({ text: 'x', contentType: 'image/jpeg' }),
      [`GET /api/console/loans/321/documents/13`]: () => ({ text: 'x', contentType: 'image/jpeg' }),
      [`GET /api/console/loans/321/signature`]: () => ({ text: 'x', contentType: 'image/png' }),
    });
    const { user } = renderApp('/evaluacion');
    await user.click(await screen.findByRole('link', { name: 'Evaluar', hidden: false }));
    expect(await screen.findByRole('heading', { name: /Solicitud N° 321/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/evaluacion\/321$/);
    expect(await screen.findByText('Todavía no hay pasos registrados.')).toBeInTheDocument();
  });

  it('says what to do when nothing is waiting', async () => {
    stubApi({ [me]: () => ok(evaluador), [firstPage]: () => ok({ items: [], next: null }) });
    renderApp('/evaluacion');
    expect(
      await screen.findByText(
        'No hay solicitudes pendientes de evaluación. Las nuevas aparecen aquí en cuanto un socio las envía.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the queue cannot be read, and retries", async () => {
    let up = false;
    stubApi({
      [me]: () => ok(evaluador),
      [firstPage]: () =>
        up ? ok({ items: [queueItem(5)], next: null }) : fail(400, 'El cursor de la lista no es válido'),
    });
    const { user } = renderApp('/evaluacion');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar la cola: El cursor de la lista no es válido',
    );
    up = true;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: /Evaluar la solicitud N° 5/ })).toBeInTheDocument();
  });

  it('is hidden from roles that may not read loans', async () => {
    const api = stubApi({ [me]: () => ok(comunicaciones) });
    renderApp('/evaluacion');
    expect(await screen.findByText('Su rol no permite ver las solicitudes de préstamo.')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.queryByRole('link', { name: 'Evaluación' })).not.toBeInTheDocument();
    expect(api.callsTo(firstPage)).toHaveLength(0);
  });
});
