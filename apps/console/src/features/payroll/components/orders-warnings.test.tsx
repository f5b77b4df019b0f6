import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consolePaths,
  organismoPaths,
  payrollPaths,
  type ConsoleOrganismo,
  type OrganismoOrdersCheck,
  type StaffMe,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { ok, stubApi } from '../../../test/fetch-stub';
import { educacion, parametros, period, salud, tesoreria } from '../test/fixtures';

const at = (template: string, id: number, p = '') =>
  template.replace(':id', String(id)).replace(':period', p);

/** /haberes?organismo=`o.id` for `who`, the orders check answering `check`. */
function openPayroll(who: StaffMe, o: ConsoleOrganismo, check: OrganismoOrdersCheck) {
  const generate = `POST ${at(payrollPaths.orders, o.id, '202701')}`;
  const api = stubApi({
    [`GET ${consolePaths.me}`]: () => ok(who),
    [`GET ${organismoPaths.list}`]: () => ok({ items: [o] }),
    [`GET ${at(payrollPaths.periods, o.id)}`]: () => ok({ items: [period()] }),
    [`GET ${at(organismoPaths.ordersCheck, o.id)}`]: () => ok(check),
    [generate]: () => ok(period({ period: '202701', fileLines: 12, orderedLines: 12 })),
  });
  return { api, generate, ...renderApp(`/haberes?organismo=${o.id}`) };
}

const periods = async () => within(await screen.findByRole('region', { name: 'Períodos' }));

describe('before generating orders', () => {
  it('says how many loans have no CUIL or LEGAJO, and asks again before generating', async () => {
    const { api, generate, user } = openPayroll(tesoreria, educacion, {
      prestamos: 12,
      sinCuil: 3,
      sinLegajo: 3,
    });
    const section = await periods();
    expect(
      await section.findByText(/Préstamos en Descontando sin CUIL ni legajo: 3 de 12\./),
    ).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Generar órdenes' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Generar las órdenes de 01/2027' }));
    expect(dialog.getByText(/sin CUIL ni legajo: 3 de 12.*CUIL y LEGAJO vacíos/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(generate)).toHaveLength(0);

    await user.click(section.getByRole('button', { name: 'Generar órdenes' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Generar igual' }),
    );
    expect(await screen.findByText(/Órdenes de 01\/2027 generadas/)).toBeInTheDocument();
    expect(api.callsTo(generate)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('counts CUIL and LEGAJO apart when they differ', async () => {
    openPayroll(tesoreria, educacion, { prestamos: 5, sinCuil: 2, sinLegajo: 1 });
    expect(await (await periods()).findByText(/sin CUIL: 2 de 5; sin legajo: 1 de 5\./)).toBeInTheDocument();
  });

  it('generates at once, with no warning, when every loan has its CUIL and LEGAJO', async () => {
    const { api, generate, user } = openPayroll(tesoreria, educacion, {
      prestamos: 12,
      sinCuil: 0,
      sinLegajo: 0,
    });
    const section = await periods();
    await user.click(section.getByRole('button', { name: 'Generar órdenes' }));
    expect(await screen.findByText(/Órdenes de 01\/2027 generadas/)).toBeInTheDocument();
    expect(api.callsTo(generate)).toHaveLength(1);
    expect(screen.queryByText(/sin CUIL/)).not.toBeInTheDocument();
  });
});

describe('an organismo without a deduction code', () => {
  const stuck: ConsoleOrganismo = { ...salud, descontandoSinCodigo: 4 };
  const check = { prestamos: 4, sinCuil: 0, sinLegajo: 0 };

  it('warns tesorería that its loans in Descontando cannot be ordered', async () => {
    openPayroll(tesoreria, stuck, check);
    const settings = within(await screen.findByRole('region', { name: 'Datos de haberes' }));
    expect(settings.getByText('Sin código de descuento, con 4 préstamos en Descontando')).toBeInTheDocument();
    expect(settings.getByText(/Pida a Parámetros que cargue el código/)).toBeInTheDocument();
  });

  it("tells parámetros to load it with 'Editar datos de haberes'", async () => {
    openPayroll(parametros, stuck, check);
    const settings = within(await screen.findByRole('region', { name: 'Datos de haberes' }));
    expect(settings.getByText(/Cargue el código con 'Editar datos de haberes'/)).toBeInTheDocument();
  });

  it('says nothing when it holds no loans in Descontando', async () => {
    openPayroll(tesoreria, salud, check);
    const settings = within(await screen.findByRole('region', { name: 'Datos de haberes' }));
    expect(settings.getByText('Sin código: no se generan órdenes')).toBeInTheDocument();
    expect(settings.queryByText(/en Descontando/)).not.toBeInTheDocument();
  });
});
