import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consolePaths,
  organismoMessages,
  organismoPaths,
  proposalPaths,
  type ConsoleOrganismo,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';

const me = `GET ${consolePaths.me}`;
const list = `GET ${organismoPaths.list}`;
const create = `POST ${organismoPaths.list}`;
const proposals = `GET ${proposalPaths.list}`;
const parametros: StaffMe = { email: 'parametros@staff.demo.com.ar', roles: ['parametros'] };

const educacion: ConsoleOrganismo = {
  id: 2,
  nombre: 'Ministerio de Educación',
  nombreCorto: 'Educación',
  requiereHaberes: true,
  esEjercito: false,
  codigoDescuento: '341',
  diaCorte: 20,
  capacidadPorcentaje: 30,
  capacidadValidezDias: 60,
  cftMaximo: null,
  descontandoSinCodigo: 0,
};

function openOrganismos(items: () => ConsoleOrganismo[], extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [me]: () => ok(parametros),
    [proposals]: () => ok({ items: [], next: null }),
    [list]: () => ok({ items: items() }),
    ...extra,
  });
  return { api, ...renderApp('/organismos') };
}

describe("'Nuevo organismo'", () => {
  it('checks the fields, sends the new organismo with its reason and lists it', async () => {
    let items = [educacion];
    const { api, user } = openOrganismos(() => items, {
      [create]: () => {
        items = [
          ...items,
          { ...educacion, id: 6, nombre: 'Hospital de Niños', nombreCorto: 'HNIÑOS', codigoDescuento: null },
        ];
        return ok({ Status: 200, Mensaje: organismoMessages.created('Hospital de Niños'), id: 6 });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Nuevo organismo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo organismo' }));
    await user.type(dialog.getByLabelText('Día de corte'), '30');
    await user.type(dialog.getByLabelText('Código de descuento'), 'con espacio');
    await user.click(dialog.getByRole('button', { name: 'Crear organismo' }));
    expect(await dialog.findByText('Escriba el nombre del organismo')).toBeInTheDocument();
    expect(dialog.getByText('Escriba el nombre corto')).toBeInTheDocument();
    expect(dialog.getByText('El día de corte va del 1 al 28')).toBeInTheDocument();
    expect(dialog.getByText(/El código de descuento tiene hasta 20/)).toBeInTheDocument();
    expect(dialog.getByText('Escriba el motivo del cambio')).toBeInTheDocument();
    expect(api.callsTo(create)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Nombre'), 'Hospital de Niños');
    await user.type(dialog.getByLabelText('Nombre corto'), 'HNIÑOS');
    await user.clear(dialog.getByLabelText('Día de corte'));
    await user.type(dialog.getByLabelText('Día de corte'), '15');
    await user.clear(dialog.getByLabelText('Código de descuento'));
    await user.type(dialog.getByLabelText('Tope de CFT (%)'), '149,5');
    await user.type(dialog.getByLabelText('Motivo'), 'Convenio firmado');
    await user.click(dialog.getByRole('button', { name: 'Crear organismo' }));
    expect(await screen.findByText('Organismo creado: Hospital de Niños')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(create)[0]?.body).toEqual({
      nombre: 'Hospital de Niños',
      nombreCorto: 'HNIÑOS',
      requiereHaberes: true,
      esEjercito: false,
      cftMaximo: 149.5,
      codigoDescuento: null,
      diaCorte: 15,
      reason: 'Convenio firmado',
    });
    const table = within(screen.getByRole('table', { name: 'Organismos' }));
    expect(await table.findByText('Hospital de Niños')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the name is in use', async () => {
    const { user } = openOrganismos(() => [educacion], {
      [create]: () => fail(409, organismoMessages.duplicateName),
    });
    await user.click(await screen.findByRole('button', { name: 'Nuevo organismo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo organismo' }));
    await user.type(dialog.getByLabelText('Nombre'), 'Ministerio de Educacion');
    await user.type(dialog.getByLabelText('Nombre corto'), 'ME');
    await user.type(dialog.getByLabelText('Código de descuento'), '900');
    await user.type(dialog.getByLabelText('Motivo'), 'Convenio firmado');
    await user.click(dialog.getByRole('button', { name: 'Crear organismo' }));
    expect(await dialog.findByText(organismoMessages.duplicateName)).toBeInTheDocument();
    expect(dialog.getByLabelText('Nombre')).toHaveValue('Ministerio de Educacion');
  });
});

describe('an organismo without a deduction code', () => {
  it("warns when it holds loans in 'Descontando', with a link to its payroll data", async () => {
    openOrganismos(() => [
      educacion,
      { ...educacion, id: 3, nombre: 'Ministerio de Salud', codigoDescuento: null, descontandoSinCodigo: 4 },
      { ...educacion, id: 4, nombre: 'Hospital Central', codigoDescuento: null, descontandoSinCodigo: 0 },
    ]);
    const title = await screen.findByText(
      'Un organismo sin código de descuento tiene préstamos en Descontando',
    );
    const warning = title.closest<HTMLElement>('[role="status"]')!;
    expect(within(warning).getByRole('link', { name: 'Ministerio de Salud' })).toHaveAttribute(
      'href',
      '/haberes?organismo=3',
    );
    expect(warning).toHaveTextContent('Ministerio de Salud: 4 préstamos en Descontando');
    expect(warning).not.toHaveTextContent('Hospital Central');
    const table = within(screen.getByRole('table', { name: 'Organismos' }));
    const row = within(table.getByText('Ministerio de Salud').closest('tr')!);
    expect(row.getByText('Sin código (4 préstamos en Descontando)')).toBeInTheDocument();
  });

  it('says nothing when no such organismo holds loans', async () => {
    openOrganismos(() => [{ ...educacion, codigoDescuento: null }]);
    expect(await screen.findByText('Sin código')).toBeInTheDocument();
    expect(screen.queryByText(/en Descontando/)).not.toBeInTheDocument();
  });
});
