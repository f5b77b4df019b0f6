import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { consoleLoanMessages, consolePaths } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi, type StubReply } from '../../../test/fetch-stub';
import { evaluador } from '../../../test/fixtures';
import { auditor, loanDetail, plans, queueItem, soporte } from '../test-data';
import { stubObjectUrls } from '../test-object-urls';

const me = `GET ${consolePaths.me}`;
const base = '/api/console/loans/321';
const detail = `GET ${base}`;
const plansCall = `GET ${base}/plans`;
const timeline = `GET ${base}/timeline`;
const queue = `GET /api/console/loans/queue?limit=25`;
const image = (contentType = 'image/jpeg'): StubReply => ({ text: 'bytes', contentType });

const files = {
  [`GET ${base}/documents/11`]: () => image(),
  [`GET ${base}/documents/12`]: () => image('image/png'),
  [`GET ${base}/documents/13`]: () => image('application/pdf'),
  [`GET ${base}/signature`]: () => image('image/png'),
};

const timelineItems = {
  items: [
    {
      at: '2025-03-10T13:30:00.000Z',
      who: 'socio',
      what: 'Solicitó el préstamo N° 321',
      detail: 'Préstamo Personal',
    },
    {
      at: '2025-03-10T14:00:00.000Z',
      who: 'evaluador@staff.demo.com.ar',
      what: 'Vio un documento de la solicitud',
      detail: null,
    },
  ],
};

function stubDecision(handlers: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [me]: () => ok(evaluador),
    [detail]: () => ok(loanDetail()),
    [plansCall]: () => ok(plans()),
    [timeline]: () => ok(timelineItems),
    [queue]: () => ok({ items: [queueItem(400)], next: null }),
    ...files,
    ...handlers,
  });
}

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
});

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('the decision screen', () => {
  it('asks for the plans beside the detail, not after it, and shows everything the decision needs', async () => {
    let plansAsked!: () => void;
    const plansStarted = new Promise<void>((resolve) => (plansAsked = resolve));
    stubDecision({
      // The detail answers only once the plans were asked for: a screen that waited for it would hang.
      [detail]: async () => {
        await plansStarted;
        return ok(loanDetail());
      },
      [plansCall]: () => {
        plansAsked();
        return ok(plans());
      },
    });
    renderApp('/evaluacion/321');
    expect(
      await screen.findByRole('heading', { name: 'Solicitud N° 321: Paula Andrea Suárez' }),
    ).toBeInTheDocument();

    const member = region('Socio');
    for (const text of ['40000001', 'paula@ejemplo.com.ar', '1155667788', 'Ministerio de Salud', 'Sí'])
      expect(member.getByText(text)).toBeInTheDocument();

    const capacity = region('Capacidad de pago');
    expect(capacity.getByText(/150\.000,00/)).toBeInTheDocument();
    expect(capacity.getByText(/180\.000,50/)).toBeInTheDocument();
    expect(capacity.getByText('Informada el 01/03/2025 12:00')).toBeInTheDocument();

    const plan = region('Plan pedido: Préstamo Personal');
    expect(plan.getByRole('row', { name: /Valor de cuota/ })).toHaveTextContent(/91\.234,56.*93\.100,01/);
    expect(plan.getByRole('row', { name: /TNA/ })).toHaveTextContent('78,50 %82,00 %');
    expect(plan.getByText('Lo resaltado cambió desde que el socio lo pidió.')).toBeInTheDocument();

    const loans = region('Otros préstamos y precancelaciones');
    expect(loans.getByRole('table', { name: 'Préstamos que este pedido precancela' })).toHaveTextContent(
      /90Ayuda Económica\$\s45\.000,10/,
    );
    expect(loans.getByText('Se precancela')).toBeInTheDocument();
    expect(loans.getByText(/659\.999,90/)).toBeInTheDocument();
    // Named as the member's app names the same figure of the same loan (issue 24).
    const others = within(loans.getByRole('table', { name: 'Otros préstamos del socio' }));
    expect(others.getByRole('columnheader', { name: 'Valor de cuota' })).toBeInTheDocument();
    expect(others.queryByRole('columnheader', { name: 'Cuota' })).not.toBeInTheDocument();

    const steps = within(await screen.findByRole('list', { name: 'Pasos del préstamo' }));
    expect(steps.getByText('Solicitó el préstamo N° 321')).toBeInTheDocument();
    expect(steps.getByText(/evaluador@staff\.demo\.com\.ar/)).toBeInTheDocument();
  });

  it("says why the plan is no longer offered when today's prices do not have it", async () => {
    stubDecision({
      [plansCall]: () =>
        ok(plans({ solicitado: null, motivo: 'La cuota supera la capacidad de pago actual del socio' })),
    });
    renderApp('/evaluacion/321');
    expect(
      await screen.findByText('Ya no se ofrece: La cuota supera la capacidad de pago actual del socio'),
    ).toBeInTheDocument();
  });

  it('opens the documents in a viewer with zoom, fit, rotation and next/previous, and revokes their URLs', async () => {
    const api = stubDecision();
    const { user, unmount } = renderApp('/evaluacion/321');
    const documents = within(await screen.findByRole('list', { name: 'Documentos' }));
    expect(documents.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Ver DNI (frente)',
      'Ver DNI (dorso)',
      'Ver Recibo de haberes',
      'Ver Firma ológrafa',
    ]);
    await waitFor(() => expect(urls.created).toHaveLength(3)); // the PDF shows no preview
    expect(documents.getByText('PDF')).toBeInTheDocument();

    await user.click(documents.getByRole('button', { name: 'Ver DNI (dorso)' }));
    const viewer = within(await screen.findByRole('dialog', { name: 'DNI (dorso) (2 de 4)' }));
    expect(await viewer.findByRole('img', { name: 'DNI (dorso)' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:test\//),
    );
    expect(viewer.getByRole('status', { name: 'Zoom' })).toHaveTextContent('100 %');
    await user.click(viewer.getByRole('button', { name: 'Acercar' }));
    expect(viewer.getByRole('status', { name: 'Zoom' })).toHaveTextContent('125 %');
    await user.click(viewer.getByRole('button', { name: 'Alejar' }));
    await user.click(viewer.getByRole('button', { name: 'Alejar' }));
    expect(viewer.getByRole('status', { name: 'Zoom' })).toHaveTextContent('80 %');
    await user.click(viewer.getByRole('button', { name: 'Ajustar' }));
    expect(viewer.getByRole('button', { name: 'Ajustar' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(viewer.getByRole('button', { name: 'Girar' }));

    await user.click(viewer.getByRole('button', { name: '← Anterior' }));
    const first = within(await screen.findByRole('dialog', { name: 'DNI (frente) (1 de 4)' }));
    expect(first.getByRole('button', { name: '← Anterior' })).toBeDisabled();
    await user.click(first.getByRole('button', { name: 'Siguiente →' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente →' }));
    const pdf = within(await screen.findByRole('dialog', { name: 'Recibo de haberes (3 de 4)' }));
    expect(pdf.getByRole('link', { name: 'Descargar el PDF' })).toHaveAttribute(
      'download',
      'Recibo de haberes.pdf',
    );

    // Each file was read once: the thumbnails and the viewer share it (every read is an audit row).
    expect(api.callsTo(`GET ${base}/documents/12`)).toHaveLength(1);
    const beforeClose = urls.live().length;
    await user.click(pdf.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(urls.live()).toHaveLength(beforeClose - 1);
    unmount();
    expect(urls.live()).toEqual([]);
  });

  it('approves a lower plan with a note, after confirming, and goes back to the queue with the answer', async () => {
    const api = stubDecision({
      [`POST ${base}/approve`]: () => ok({ id: 321, estado: 'Aprobado - pendiente de confirmación' }),
    });
    const { user } = renderApp('/evaluacion/321');
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprobar la solicitud N° 321' }));
    const lower = await dialog.findByRole('radio', { name: /600\.000,00 en 12 cuotas de \$\s78\.200,00/ });
    expect(dialog.getByRole('table', { name: 'Planes menores de la misma línea' })).toHaveTextContent(
      '112,35 %',
    );
    await user.click(lower);
    expect(dialog.getByText(/un plan menor que el pedido/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Nota (opcional)'), 'Capacidad justa');
    await user.click(dialog.getByRole('button', { name: 'Confirmar aprobación' }));

    expect(await screen.findByRole('heading', { name: 'Evaluación de solicitudes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Préstamo N° 321: Aprobado - pendiente de confirmación.',
    );
    expect(api.callsTo(`POST ${base}/approve`)[0]?.body).toEqual({
      planId: '1-60000000-12',
      note: 'Capacidad justa',
    });
  });

  it('back on the queue after a decision, the request just decided is not listed, not even for a moment', async () => {
    let decided = false;
    stubDecision({
      [queue]: () => ok({ items: decided ? [queueItem(400)] : [queueItem(321), queueItem(400)], next: null }),
      [`POST ${base}/approve`]: () => {
        decided = true;
        return ok({ id: 321, estado: 'Aprobado - pendiente de confirmación' });
      },
    });
    const { user } = renderApp('/evaluacion');
    await user.click(await screen.findByRole('link', { name: /Evaluar la solicitud N° 321/ }));
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprobar la solicitud N° 321' }));
    await user.click(dialog.getByRole('button', { name: 'Confirmar aprobación' }));
    await screen.findByRole('heading', { name: 'Evaluación de solicitudes' });
    expect(screen.queryByRole('link', { name: /Evaluar la solicitud N° 321/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Evaluar la solicitud N° 400/ })).toBeInTheDocument();
  });

  it('approves the plan asked for with an empty body', async () => {
    const api = stubDecision({
      [`POST ${base}/approve`]: () => ok({ id: 321, estado: 'Aprobado - pendiente de confirmación' }),
    });
    const { user } = renderApp('/evaluacion/321');
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprobar la solicitud N° 321' }));
    await user.click(dialog.getByRole('button', { name: 'Confirmar aprobación' }));
    await screen.findByRole('heading', { name: 'Evaluación de solicitudes' });
    expect(api.callsTo(`POST ${base}/approve`)[0]?.body).toEqual({});
  });

  it('rejects only with a reason from the list and a note, and sends both', async () => {
    const api = stubDecision({ [`POST ${base}/reject`]: () => ok({ id: 321, estado: 'Rechazado' }) });
    const { user } = renderApp('/evaluacion/321');
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechazar la solicitud N° 321' }));
    await user.click(dialog.getByRole('button', { name: 'Confirmar rechazo' }));
    expect(await dialog.findByText('Elija un motivo de rechazo')).toBeInTheDocument();
    expect(dialog.getByText('Escriba una nota para el socio')).toBeInTheDocument();
    expect(api.callsTo(`POST ${base}/reject`)).toHaveLength(0);

    await user.selectOptions(dialog.getByLabelText('Motivo'), 'Documentación ilegible o incompleta');
    await user.type(dialog.getByLabelText('Nota para el socio'), 'El DNI se ve borroso.');
    await user.click(dialog.getByRole('button', { name: 'Confirmar rechazo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Préstamo N° 321: Rechazado.');
    expect(api.callsTo(`POST ${base}/reject`)[0]?.body).toEqual({
      reason: 'Documentación ilegible o incompleta',
      note: 'El DNI se ve borroso.',
    });
  });

  it("cancels with a reason and keeps the dialog open with the server's message when it fails", async () => {
    const api = stubDecision({
      [`POST ${base}/cancel`]: () => fail(403, 'Su rol no permite esta operación'),
    });
    const { user } = renderApp('/evaluacion/321');
    await user.click(await screen.findByRole('button', { name: 'Anular' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Anular el préstamo N° 321' }));
    await user.click(dialog.getByRole('button', { name: 'Confirmar anulación' }));
    expect(await dialog.findByText('Escriba el motivo de la anulación')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Motivo de la anulación'), 'Pedido duplicado');
    await user.click(dialog.getByRole('button', { name: 'Confirmar anulación' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Su rol no permite esta operación');
    expect(api.callsTo(`POST ${base}/cancel`)[0]?.body).toEqual({ reason: 'Pedido duplicado' });
    expect(screen.getByRole('heading', { name: /Solicitud N° 321/ })).toBeInTheDocument();
  });

  it('when someone else decided first (409), says so and reloads the loan', async () => {
    let decided = false;
    const api = stubDecision({
      [detail]: () => ok(loanDetail(decided ? { estado: 'Rechazado' } : {})),
      [`POST ${base}/approve`]: () => {
        decided = true;
        return fail(409, consoleLoanMessages.notPending);
      },
    });
    const { user } = renderApp('/evaluacion/321');
    await user.click(await screen.findByRole('button', { name: 'Aprobar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Aprobar la solicitud N° 321' }));
    await user.click(dialog.getByRole('button', { name: 'Confirmar aprobación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Otra persona ya decidió sobre este préstamo: ${consoleLoanMessages.notPending}.`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Rechazado', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    expect(api.callsTo(detail)).toHaveLength(2);
    // The documents did not change: they are not read (and audited) again.
    expect(api.callsTo(`GET ${base}/documents/11`)).toHaveLength(1);
  });

  it("shows the server's message when the loan cannot be read, and retries", async () => {
    let up = false;
    stubDecision({ [detail]: () => (up ? ok(loanDetail()) : fail(404, consoleLoanMessages.notFound)) });
    const { user } = renderApp('/evaluacion/321');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `No se pudo cargar la solicitud: ${consoleLoanMessages.notFound}`,
    );
    up = true;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
  });

  it('shows no decisions to a role that may only read (auditor)', async () => {
    stubDecision({ [me]: () => ok(auditor) });
    renderApp('/evaluacion/321');
    expect(
      await screen.findByText('Su rol permite ver la solicitud, no decidir sobre ella.'),
    ).toBeInTheDocument();
    for (const name of ['Aprobar', 'Rechazar', 'Anular'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Documentos' })).toBeInTheDocument();
  });

  it('never reads the documents for a role without documents.read (soporte)', async () => {
    const api = stubDecision({ [me]: () => ok(soporte) });
    renderApp('/evaluacion/321');
    expect(
      await screen.findByText('Su rol no permite ver los documentos de la solicitud.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Documentos' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.includes('/documents/') || c.path.endsWith('/signature'))).toEqual(
      [],
    );
  });
});
