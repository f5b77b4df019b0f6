import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { stubApi, ok } from '../../test/fetch-stub';
import { paths } from '@portal/contract/paths';

// jsdom lays nothing out: the browser suite measures the 44 px; here each link must carry the class that sets it.
describe('links set in text', () => {
  it.each(['/login', '/recover-password', '/pre-register'])(
    'on %s are at least 44 px tall',
    async (route) => {
      stubApi({ [paths.organismos]: () => ok({ Organismos: [{ Id: 2, Nombre: 'Mutual' }] }) });
      renderApp(route);
      const links = await screen.findAllByRole('link');
      for (const link of links) expect(link).toHaveClass('min-h-11');
    },
  );
});
