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
import { ok, stubApi } from '../../../test/fetch-stub';

const me = `GET ${consolePaths.me}`;
const list = `GET ${organismoPaths.list}`;
const save = `POST ${organismoPaths.general.replace(':id', '2')}`;
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

describe('Organismos', () => {
  it('lists every field and saves the general data with a CFT cap and a reason', async () => {
    let current = educacion;
    const api = stubApi({
      [me]: () => ok(parametros),
      [proposals]: () => ok({ items: [], next: null }),
      [list]: () => ok({ items: [current] }),
      [save]: () => {
        current = { ...educacion, cftMaximo: 149.5, requiereHaberes: false };
        return ok({ Status: 200, Mensaje: organismoMessages.generalSaved });
      },
    });
    const { user } = renderApp('/organismos');
    const table = within(await screen.findByRole('table', { name: 'Organismos' }));
    const row = within((await table.findByText('Ministerio de Educación')).closest('tr')!);
    expect(row.getByText('Código 341')).toBeInTheDocument();
    expect(row.getByText('Corte el día 20')).toBeInTheDocument();
    expect(row.getByText('30 % del haber neto')).toBeInTheDocument();
    expect(row.getByText('Sin tope')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Datos de haberes' })).toHaveAttribute(
      'href',
      '/haberes?organismo=2',
    );

    await user.click(row.getByRole('button', { name: 'Editar Ministerio de Educación' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Tope de CFT (%)'), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText(/Escriba el tope como número/)).toBeInTheDocument();
    expect(dialog.getByText('Escriba el motivo del cambio')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Tope de CFT (%)'));
    await user.type(dialog.getByLabelText('Tope de CFT (%)'), '149,5');
    await user.click(dialog.getByLabelText(/deben enviar certificado y recibo/));
    await user.type(dialog.getByLabelText('Motivo del cambio'), 'Convenio nuevo');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(organismoMessages.generalSaved)).toBeInTheDocument();
    expect(api.callsTo(save)[0]?.body).toEqual({
      nombre: 'Ministerio de Educación',
      nombreCorto: 'Educación',
      requiereHaberes: false,
      esEjercito: false,
      cftMaximo: 149.5,
      reason: 'Convenio nuevo',
    });
    expect(await table.findByText('149,5 %')).toBeInTheDocument();
  });

  it('says nothing changed without calling the server', async () => {
    const api = stubApi({
      [me]: () => ok(parametros),
      [proposals]: () => ok({ items: [], next: null }),
      [list]: () => ok({ items: [educacion] }),
    });
    const { user } = renderApp('/organismos');
    await user.click(await screen.findByRole('button', { name: 'Editar Ministerio de Educación' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Motivo del cambio'), 'Nada');
    await user.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await dialog.findByText(organismoMessages.nothingChanged)).toBeInTheDocument();
    expect(api.callsTo(save)).toHaveLength(0);
  });
});
