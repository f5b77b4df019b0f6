import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('shows its title and content only while open, and closes from its button', async () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Dialog open={false} title="Rechazar solicitud" onClose={onClose}>
        <p>Contenido</p>
      </Dialog>,
    );
    expect(screen.queryByText('Contenido')).not.toBeInTheDocument();
    rerender(
      <Dialog open title="Rechazar solicitud" onClose={onClose}>
        <p>Contenido</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Rechazar solicitud' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
