import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { createLoginResponse, storeSignedIn } from '../../../test/fixtures';

describe('dashboard', () => {
  it('greets the member in capitals and links to the profile', async () => {
    storeSignedIn();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'MARÍA JOSÉ GARCÍA' })).toBeInTheDocument();
    expect(screen.getByText('Bienvenido,')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis datos →' })).toHaveAttribute('href', '/profile');
  });

  it('says USUARIO when the member has no name', async () => {
    storeSignedIn(createLoginResponse({ Nombres: '', Apellido: '', Nombre: '' }));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'USUARIO' })).toBeInTheDocument();
  });
});
