import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loanStates } from '@portal/contract/loans';
import { paths } from '@portal/contract/paths';
import { renderApp } from '../../../test/render-app';
import { storeSignedIn } from '../../../test/fixtures';
import { ok, stubApi } from '../../../test/fetch-stub';
import { createLoan, loansInEveryState } from '../test/loan-fixtures';

const section = () => screen.findByRole('region', { name: 'Préstamos activos' }, { timeout: 3000 });

describe('dashboard active loans', () => {
  it('lists only the active loans with balance and progress, and links to /loans', async () => {
    storeSignedIn();
    stubApi({
      [paths.loans]: () =>
        ok({
          Prestamos: [
            ...loansInEveryState(),
            createLoan({
              Id: 9,
              Producto: 'Ayuda Escolar',
              CantidadCuotas: 9,
              CuotasRestantes: 6,
              Saldo: 1000,
            }),
          ],
        }),
    });
    renderApp('/dashboard');
    const region = await section();
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(region).getByText('Ayuda Escolar')).toBeInTheDocument();
    expect(within(region).getByText('33,3%')).toBeInTheDocument();
    expect(within(region).getByText(/637\.500,50/)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Ver todos' })).toHaveAttribute('href', '/loans');
  });

  it('says so when nothing is being repaid', async () => {
    storeSignedIn();
    stubApi({
      [paths.loans]: () => ok({ Prestamos: [createLoan({ Estado: loanStates.awaitingTransfer })] }),
    });
    renderApp('/dashboard');
    expect(await within(await section()).findByText('No tiene préstamos activos')).toBeInTheDocument();
  });
});
