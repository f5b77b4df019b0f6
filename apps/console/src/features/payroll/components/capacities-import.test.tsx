import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { consolePaths, organismoPaths, payrollMessages, payrollPaths } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { ok, stubApi } from '../../../test/fetch-stub';
import { csvFile, stubUploads } from '../test/xhr-stub';
import { capacities, educacion, tesoreria } from '../test/fixtures';

const upload = `POST ${payrollPaths.capacities.replace(':id', '2')}`;

function openCapacities() {
  stubApi({
    [`GET ${consolePaths.me}`]: () => ok(tesoreria),
    [`GET ${organismoPaths.list}`]: () => ok({ items: [educacion] }),
    [`GET ${payrollPaths.periods.replace(':id', '2')}`]: () => ok({ items: [] }),
    [`GET ${organismoPaths.ordersCheck.replace(':id', '2')}`]: () =>
      ok({ prestamos: 0, sinCuil: 0, sinLegajo: 0 }),
  });
  const view = renderApp('/haberes?organismo=2');
  const region = async () => within(await screen.findByRole('region', { name: 'Importar capacidades' }));
  return { ...view, region };
}

const manyProblems = Array.from({ length: 30 }, (_, i) => ({
  line: i + 2,
  field: 'DNI',
  message: `DNI inválido en la línea ${i + 2}`,
}));

describe('the capacities import', () => {
  it('lists the errors of a dry run 25 at a time and offers no import', async () => {
    stubUploads({
      [`${upload}?dryRun=true`]: () => ok(capacities({ problems: manyProblems, problemCount: 1200 })),
    });
    const { user, region } = openCapacities();
    const card = await region();
    await user.upload(card.getByLabelText('Archivo de capacidades'), csvFile('c.csv', ['H;2;202612;3']));
    await user.click(card.getByRole('button', { name: 'Verificar' }));
    const table = within(await card.findByRole('table', { name: 'Errores del archivo' }));
    expect(card.getByText('1.200 errores (se listan los primeros 30)')).toBeInTheDocument();
    expect(table.getAllByRole('row')).toHaveLength(26);
    expect(table.getByText('DNI inválido en la línea 2')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Ver más' }));
    expect(table.getAllByRole('row')).toHaveLength(31);
    expect(card.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(card.getByText(/No se importó nada/)).toBeInTheDocument();
  });

  it('proposes a clean file after its dry run for a second tesorería, and shows a refusal with its verdict', async () => {
    let commits = 0;
    const { uploads } = stubUploads({
      [`${upload}?dryRun=true`]: () => ok(capacities()),
      [upload]: () =>
        commits++ === 0
          ? {
              status: 400,
              json: {
                Status: 400,
                Mensaje: payrollMessages.hasProblems,
                ...capacities({
                  dryRun: false,
                  problemCount: 1,
                  problems: [{ line: 0, field: null, message: 'El trailer no coincide' }],
                }),
              },
            }
          : ok({ Status: 200, Mensaje: payrollMessages.capacitiesProposed, proposalId: 9 }),
    });
    const { user, region } = openCapacities();
    const card = await region();
    await user.upload(card.getByLabelText('Archivo de capacidades'), csvFile('c.csv', ['H;2;202612;3']));
    await user.click(card.getByRole('button', { name: 'Verificar' }));
    expect(await card.findByText('El archivo no tiene errores: puede importarlo.')).toBeInTheDocument();
    const totals = within(card.getByLabelText('Totales del archivo'));
    expect(totals.getByText('12/2026')).toBeInTheDocument();
    expect(totals.getByText('De socios del organismo').nextSibling).toHaveTextContent('2');
    expect(card.getByText(/DNI sin socio del organismo/)).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Importar' }));
    expect(await card.findByText(payrollMessages.hasProblems)).toBeInTheDocument();
    expect(
      within(card.getByRole('table', { name: 'Errores del archivo' })).getByText('Archivo'),
    ).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Verificar' }));
    await user.click(await card.findByRole('button', { name: 'Importar' }));
    expect(
      await card.findByText(new RegExp(`^${payrollMessages.capacitiesProposed}\\. Queda en Pendientes`)),
    ).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    expect(uploads.map((u) => u.path)).toEqual([
      `${upload}?dryRun=true`,
      upload,
      `${upload}?dryRun=true`,
      upload,
    ]);
  });

  it('shows the upload while it goes and keeps the button from a second submit', async () => {
    let answer: (() => void) | null = null;
    stubUploads({ [`${upload}?dryRun=true`]: () => ok(capacities()) });
    // Hold the answer: the fake request reports its progress, then waits here.
    const Original = XMLHttpRequest;
    class SlowXhr extends Original {
      override send(body?: Document | XMLHttpRequestBodyInit | null) {
        const done = () => super.send(body);
        const progress = this.upload.onprogress as ((event: Partial<ProgressEvent>) => void) | null;
        progress?.({ lengthComputable: true, loaded: 1, total: 4 });
        answer = done;
      }
    }
    vi.stubGlobal('XMLHttpRequest', SlowXhr);
    const { user, region } = openCapacities();
    const card = await region();
    await user.upload(card.getByLabelText('Archivo de capacidades'), csvFile('c.csv', ['H;2;202612;3']));
    await user.click(card.getByRole('button', { name: 'Verificar' }));
    expect(await card.findByText('Enviando el archivo: 25 %')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Verificando...' })).toBeDisabled();
    expect(card.getByLabelText('Archivo de capacidades')).toBeDisabled();
    answer!();
    expect(await card.findByText('El archivo no tiene errores: puede importarlo.')).toBeInTheDocument();
    expect(card.queryByRole('status', { name: /Enviando/ })).not.toBeInTheDocument();
  });
});
