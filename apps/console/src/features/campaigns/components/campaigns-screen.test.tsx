import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  campaignMessages,
  campaignPaths,
  consolePaths,
  organismoPaths,
  type CampaignDetail,
  type ConsoleOrganismo,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const me = `GET ${consolePaths.me}`;
const list = `GET ${campaignPaths.list}`;
const create = `POST ${campaignPaths.list}`;
const organismos = `GET ${organismoPaths.list}`;
const detail = (id: number) => `GET ${campaignPaths.detail.replace(':id', String(id))}`;
const cancel = (id: number) => `POST ${campaignPaths.cancel.replace(':id', String(id))}`;
const comunicaciones: StaffMe = { email: 'comunicaciones@staff.demo.com.ar', roles: ['comunicaciones'] };

const organismo = (id: number, nombre: string, nombreCorto: string): ConsoleOrganismo => ({
  id,
  nombre,
  nombreCorto,
  requiereHaberes: false,
  esEjercito: false,
  codigoDescuento: null,
  diaCorte: null,
  capacidadPorcentaje: 30,
  capacidadValidezDias: 60,
  cftMaximo: null,
  descontandoSinCodigo: 0,
});
const amep = organismo(2, 'Asociación Mutual de Empleados Públicos', 'AMEP');
const ejercito = organismo(3, 'Ejército Argentino', 'EJ');

const campaign = (c: Partial<CampaignDetail> = {}): CampaignDetail => ({
  id: 7,
  title: 'Convocatoria a Asamblea',
  text: 'Se convoca a Asamblea General Ordinaria.\nTraiga su DNI.',
  state: 'sent',
  requiresAck: true,
  audience: { kind: 'organismos', organismos: [{ id: 2, nombre: amep.nombre, nombreCorto: 'AMEP' }] },
  sendAt: '2026-03-10T13:30:00.000Z',
  sentAt: '2026-03-10T13:30:00.000Z',
  createdBy: comunicaciones.email,
  counts: { delivered: 40, viewed: 10, acknowledged: 4 },
  createdAt: '2026-03-10T13:30:00.000Z',
  cancelledBy: null,
  cancelledAt: null,
  ...c,
});

describe('Campañas', () => {
  it('lists the campaigns with state, audience and counts; titles are text, never markup', async () => {
    stubApi({
      [me]: () => ok(comunicaciones),
      [list]: () =>
        ok({
          items: [
            campaign({
              id: 9,
              title: '<img src=x onerror=alert(1)>Feriado',
              state: 'scheduled',
              requiresAck: false,
              audience: { kind: 'all' },
              sentAt: null,
              counts: { delivered: 0, viewed: 0, acknowledged: 0 },
            }),
            campaign(),
          ],
          next: null,
        }),
    });
    const { user, container } = renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Secciones de la consola' }));
    await user.click(nav.getByRole('link', { name: 'Campañas' }));
    const table = within(await screen.findByRole('table', { name: 'Campañas de notificaciones' }));
    await table.findByRole('link', { name: 'Convocatoria a Asamblea' });
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, scheduled, sent] = rows.map((row) => within(row));
    expect(scheduled!.getByRole('link', { name: '<img src=x onerror=alert(1)>Feriado' })).toHaveAttribute(
      'href',
      '/campanas/9',
    );
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(scheduled!.getByText('Programada')).toBeInTheDocument();
    expect(scheduled!.getByText('Todos los socios')).toBeInTheDocument();
    expect(scheduled!.getByText('No se pide')).toBeInTheDocument();
    expect(sent!.getByText('Enviada')).toBeInTheDocument();
    expect(sent!.getByText('Organismo: AMEP')).toBeInTheDocument();
    expect(sent!.getByText('40')).toBeInTheDocument();
    expect(sent!.getByText('10 (25 %)')).toBeInTheDocument();
    expect(sent!.getByText('4 (10 %)')).toBeInTheDocument();
  });

  it('sends a campaign to organismos after confirming, and opens it with the answer', async () => {
    const api = stubApi({
      [me]: () => ok(comunicaciones),
      [organismos]: () => ok({ items: [amep, ejercito] }),
      [create]: () => ok({ Status: 200, Mensaje: campaignMessages.sent(40), id: 7 }),
      [detail(7)]: () => ok(campaign({ counts: { delivered: 40, viewed: 0, acknowledged: 0 } })),
    });
    const { user } = renderApp('/campanas/nueva');
    const form = within(await screen.findByRole('region', { name: 'Datos de la campaña' }));
    await user.type(form.getByLabelText('Título'), '  Convocatoria a Asamblea ');
    await user.type(form.getByLabelText('Texto del aviso'), 'Se convoca a Asamblea <b>General</b>.');
    const preview = within(screen.getByRole('complementary', { name: 'Así lo ve el socio' }));
    expect(preview.getByRole('heading', { name: 'Convocatoria a Asamblea' })).toBeInTheDocument();
    expect(preview.getByText('Se convoca a Asamblea <b>General</b>.')).toBeInTheDocument();
    await user.click(await form.findByRole('checkbox', { name: /Asociación Mutual de Empleados Públicos/ }));
    await user.click(form.getByRole('button', { name: 'Revisar y enviar' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'Enviar la campaña' }));
    expect(confirm.getByText(`Los socios de ${amep.nombre}`)).toBeInTheDocument();
    expect(confirm.getByText('Ahora')).toBeInTheDocument();
    expect(confirm.getByText('Se pide')).toBeInTheDocument();
    expect(api.callsTo(create)).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Enviar ahora' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Campaña N° 7' })).toBeInTheDocument();
    expect(await screen.findByText('Campaña enviada a 40 socios')).toBeInTheDocument();
    expect(api.callsTo(create)[0]?.body).toEqual({
      title: 'Convocatoria a Asamblea',
      text: 'Se convoca a Asamblea <b>General</b>.',
      requiresAck: true,
      audience: { kind: 'organismos', organismoIds: [2] },
      sendAt: null,
    });
    const counts = within(screen.getByRole('region', { name: 'Recepción' }));
    expect(counts.getByLabelText('Entregadas: 40')).toBeInTheDocument();
    expect(counts.getByLabelText('Vistas: 0 (0 %)')).toBeInTheDocument();
  });

  it('names what is missing or wrong without calling the server', async () => {
    const api = stubApi({
      [me]: () => ok(comunicaciones),
      [organismos]: () => ok({ items: [amep] }),
    });
    const { user } = renderApp('/campanas/nueva');
    const form = within(await screen.findByRole('region', { name: 'Datos de la campaña' }));
    await user.click(form.getByRole('button', { name: 'Revisar y enviar' }));
    expect(await form.findByText(/Escriba el título/)).toBeInTheDocument();
    expect(form.getByText(/Escriba el texto del aviso/)).toBeInTheDocument();
    expect(form.getByText('Elija al menos un organismo')).toBeInTheDocument();

    await user.click(form.getByRole('radio', { name: /Un socio/ }));
    await user.type(form.getByLabelText('DNI o correo del socio'), '123');
    await user.click(form.getByRole('radio', { name: 'En una fecha y hora' }));
    await user.type(form.getByLabelText('Fecha y hora de envío'), '2020-01-01T10:00');
    await user.click(form.getByRole('button', { name: 'Revisar y programar' }));
    expect(await form.findByText('Escriba el DNI (7 u 8 dígitos) o el correo del socio')).toBeInTheDocument();
    expect(form.getByText(/La fecha y hora de envío ya pasaron/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(create)).toHaveLength(0);
  });

  it("schedules a campaign to one member at a Buenos Aires time, and shows the server's refusal", async () => {
    let refuse = true;
    const api = stubApi({
      [me]: () => ok(comunicaciones),
      [organismos]: () => ok({ items: [amep] }),
      [create]: () =>
        refuse
          ? fail(400, campaignMessages.memberNotFound)
          : ok({ Status: 200, Mensaje: campaignMessages.scheduled, id: 8 }),
      [detail(8)]: () =>
        ok(
          campaign({
            id: 8,
            state: 'scheduled',
            sentAt: null,
            audience: { kind: 'member', member: { id: 5, nombre: 'Ana Pérez', dni: '30123456' } },
          }),
        ),
    });
    const { user } = renderApp('/campanas/nueva');
    const form = within(await screen.findByRole('region', { name: 'Datos de la campaña' }));
    await user.type(form.getByLabelText('Título'), 'Su legajo');
    await user.type(form.getByLabelText('Texto del aviso'), 'Acérquese a la mutual con su DNI.');
    await user.click(form.getByLabelText(/Pedir que tomen conocimiento/));
    await user.click(form.getByRole('radio', { name: /Un socio/ }));
    await user.type(form.getByLabelText('DNI o correo del socio'), '30.123.456');
    await user.click(form.getByRole('radio', { name: 'En una fecha y hora' }));
    const year = new Date().getFullYear() + 1;
    await user.type(form.getByLabelText('Fecha y hora de envío'), `${year}-01-15T09:30`);
    await user.click(form.getByRole('button', { name: 'Revisar y programar' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'Programar la campaña' }));
    expect(confirm.getByText('El socio con DNI 30123456')).toBeInTheDocument();
    expect(confirm.getByText(`15/01/${year} 09:30`)).toBeInTheDocument();
    expect(confirm.getByText('No se pide')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Programar' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent(campaignMessages.memberNotFound);

    refuse = false;
    await user.click(confirm.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaña N° 8' })).toBeInTheDocument();
    expect(api.callsTo(create)[1]?.body).toMatchObject({
      requiresAck: false,
      audience: { kind: 'member', member: { dni: '30123456' } },
      sendAt: `${year}-01-15T12:30:00.000Z`,
    });
    expect(await screen.findByText('Socio: Ana Pérez (DNI 30123456)')).toBeInTheDocument();
  });

  it('cancels a scheduled campaign from its screen; the text keeps its line breaks as plain text', async () => {
    let state: CampaignDetail = campaign({
      state: 'scheduled',
      sentAt: null,
      text: 'Línea 1\n<b>Línea 2</b>',
    });
    const api = stubApi({
      [me]: () => ok(comunicaciones),
      [detail(7)]: () => ok(state),
      [cancel(7)]: () => {
        state = {
          ...state,
          state: 'cancelled',
          cancelledAt: '2026-03-10T14:00:00.000Z',
          cancelledBy: comunicaciones.email,
        };
        return ok({ Status: 200, Mensaje: campaignMessages.cancelled });
      },
    });
    const { user, container } = renderApp('/campanas/7');
    const aviso = within(await screen.findByRole('region', { name: 'Aviso' }));
    expect(aviso.getByText(/Línea 1\s+<b>Línea 2<\/b>/)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/^Programada para el/)).toBeInTheDocument();
    expect(screen.getByLabelText('Tomaron conocimiento: 4 (10 %)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar el envío' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar el envío' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar la campaña' }));
    expect(await screen.findByText(campaignMessages.cancelled)).toBeInTheDocument();
    expect(await screen.findByText(/^Iba a enviarse el/)).toBeInTheDocument();
    const sending = within(screen.getByRole('region', { name: 'Envío' }));
    expect(sending.getByText('Cancelada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar el envío' })).not.toBeInTheDocument();
    expect(api.callsTo(cancel(7))).toHaveLength(1);
  });

  it('says why a campaign the scheduler already sent cannot be cancelled', async () => {
    stubApi({
      [me]: () => ok(comunicaciones),
      [detail(7)]: () => ok(campaign({ state: 'scheduled', sentAt: null })),
      [cancel(7)]: () => fail(409, campaignMessages.notScheduled),
    });
    const { user } = renderApp('/campanas/7');
    await user.click(await screen.findByRole('button', { name: 'Cancelar el envío' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar el envío' }));
    await user.click(dialog.getByRole('button', { name: 'Cancelar la campaña' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(campaignMessages.notScheduled);
  });

  it('is not offered to roles without content.manage', async () => {
    stubApi({ [me]: () => ok({ email: 'soporte@staff.demo.com.ar', roles: ['soporte'] }) });
    renderApp('/campanas');
    expect(await screen.findByText(/Sección no disponible para su rol/)).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Secciones de la consola' }));
    expect(nav.queryByRole('link', { name: 'Campañas' })).not.toBeInTheDocument();
  });
});
