import { useState } from 'react';
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

  it.each([
    ['closed', false],
    ['unmounted', true],
  ])('gives focus back to what opened it when %s', async (_how, unmount) => {
    function Opener() {
      const [open, setOpen] = useState(false);
      const dialog = (
        <Dialog open={open} title="Aprobar" onClose={() => setOpen(false)}>
          <button type="button">Confirmar</button>
        </Dialog>
      );
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Aprobar
          </button>
          {unmount ? open && dialog : dialog}
        </>
      );
    }
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Aprobar' }));
    screen.getByRole('button', { name: 'Confirmar' }).focus();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('button', { name: 'Aprobar' })).toHaveFocus();
  });
});
