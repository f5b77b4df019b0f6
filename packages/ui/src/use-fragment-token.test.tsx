import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readFragmentToken, useFragmentToken } from './use-fragment-token';

function Screen() {
  const token = useFragmentToken();
  const location = useLocation();
  return (
    <>
      <p>token: {token ?? 'ninguno'}</p>
      <p>hash: {location.hash || 'vacío'}</p>
    </>
  );
}

const open = (url: string) => {
  const router = createMemoryRouter([{ path: '/setup', element: <Screen /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
};

describe('readFragmentToken', () => {
  it('reads token= from the fragment, trimmed, and nothing else', () => {
    expect(readFragmentToken('#token=abc123')).toBe('abc123');
    expect(readFragmentToken('token=%20abc%20')).toBe('abc');
    expect(readFragmentToken('#otro=1')).toBeNull();
    expect(readFragmentToken('#token=')).toBeNull();
  });
});

describe('useFragmentToken', () => {
  it('takes the token out of the address bar and keeps it in the history entry', async () => {
    const router = open('/setup#token=abc123');
    expect(await screen.findByText('hash: vacío')).toBeInTheDocument();
    expect(screen.getByText('token: abc123')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ token: 'abc123' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('answers null without a token', () => {
    open('/setup');
    expect(screen.getByText('token: ninguno')).toBeInTheDocument();
  });
});
