import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionContext, type Session } from '../../lib/session/session-context';
import { RequireSession } from './require-session';

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const signedOut = (leavingTo: string | null): Session => ({
  status: 'unauthenticated',
  user: null,
  leavingTo,
  signIn: () => {
    throw new Error('not used');
  },
  logout: () => undefined,
  refreshUser: async () => null,
  setAvatar: () => undefined,
});

function renderGuard(session: Session) {
  render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route element={<RequireSession />}>
            <Route path="/profile" element={<p>Perfil</p>} />
          </Route>
          <Route path="/" element={<p>Inicio público</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </SessionContext>,
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('session guard', () => {
  it('sends a member without a session to / about 300 ms later', async () => {
    renderGuard(signedOut(null));
    expect(screen.getByText('Verificando sesión...')).toBeInTheDocument();
    await wait(200);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    await wait(250);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('leaves alone a session the app ended and is taking to /login, however long that page takes', async () => {
    renderGuard(signedOut('/login'));
    await wait(800);
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
    expect(screen.getByText('Verificando sesión...')).toBeInTheDocument();
  });
});
