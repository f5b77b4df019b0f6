import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { renderApp } from '../../test/render-app';
import { storeSignedIn } from '../../test/fixtures';
import { ok, stubApi } from '../../test/fetch-stub';

const notice = (Id: number, TomaConocimiento: boolean) => ({
  Id,
  Titulo: `Aviso ${Id}`,
  Descripcion: '',
  Fecha: '2025-03-01T12:00:00.000Z',
  TomaConocimiento,
});

describe('bottom navigation', () => {
  it('shows the unread notification count on Notificaciones', async () => {
    storeSignedIn();
    stubApi({
      [paths.notifications]: () =>
        ok({ Notificaciones: [notice(4, false), notice(3, false), notice(2, false), notice(1, true)] }),
      [paths.news]: () => ok({ Novedades: [] }),
    });
    renderApp('/profile');
    const link = await screen.findByRole('link', { name: 'Notificaciones, 3 sin leer' }, { timeout: 3000 });
    expect(within(link).getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('hides the badge when everything is read', async () => {
    storeSignedIn();
    const api = stubApi({ [paths.notifications]: () => ok({ Notificaciones: [notice(1, true)] }) });
    renderApp('/profile');
    await screen.findByRole('button', { name: 'Editar Perfil' });
    await waitFor(() => expect(api.callsTo(paths.notifications)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.queryByText(/sin leer/)).not.toBeInTheDocument();
  });

  it.each(['/loans', '/loan-detail', '/loan-confirmation', '/loan-request'])(
    'highlights Préstamos on %s',
    async (path) => {
      storeSignedIn();
      stubApi({
        [paths.notifications]: () => ok({ Notificaciones: [] }),
        [paths.loans]: () => ok({ Prestamos: [] }),
        [paths.loanLines]: () => ok({ LineasPrestamos: [] }),
        [paths.preCancellations]: () => ok({ Precancelaciones: [] }),
      });
      renderApp(path);
      const loans = await screen.findByRole('link', { name: 'Préstamos' });
      await waitFor(() => expect(loans).toHaveClass('text-brand-800'));
      expect(screen.getByRole('link', { name: 'Perfil' })).not.toHaveClass('text-brand-800');
    },
  );
});
