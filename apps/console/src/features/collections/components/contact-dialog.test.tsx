import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  businessDatePaths,
  collectionsPaths,
  consolePaths,
  organismoPaths,
  type Contact,
} from '@portal/contract';
import { fillPath } from '@portal/contract/paths';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { cobranzas, item, money, organismos, page } from '../test/fixtures';

const contacts = `${fillPath(collectionsPaths.contacts, { id: 45 })}`;
const base = {
  [`GET ${consolePaths.me}`]: () => ok(cobranzas),
  [`GET ${organismoPaths.list}`]: () => ok(organismos),
  [`GET ${businessDatePaths.businessDate}`]: () => ok({ fecha: '2026-12-10', movible: true }),
};
const contact = (id: number, over: Partial<Contact> = {}): Contact => ({
  id,
  fecha: '2026-12-10T14:05:00.000Z',
  fechaNegocio: '2026-12-10',
  canal: 'whatsapp',
  nota: 'Promete la cuota de noviembre',
  promesaFecha: '2026-12-15',
  promesaImporte: 15_000.5,
  personal: 'cobranzas@staff.demo.com.ar',
  ...over,
});

describe("a loan's contacts on the collections screen", () => {
  it("'Registrar contacto' checks the form in Spanish, posts the contact and refreshes the list", async () => {
    let listed = 0;
    const api = stubApi({
      ...base,
      [`GET ${collectionsPaths.list}`]: () => {
        listed++;
        return ok(
          page([
            listed === 1
              ? item(45)
              : item(45, {
                  ultimoContacto: { fecha: '2026-12-10', canal: 'whatsapp', nota: 'Promete' },
                  promesa: { fecha: '2026-12-15', importe: 15_000.5, incumplida: false },
                }),
          ]),
        );
      },
      [`POST ${contacts}`]: () => ok({ Status: 200, Mensaje: 'Contacto registrado', contacto: contact(9) }),
    });
    const { user } = renderApp('/cobranzas');
    await user.click(await screen.findByRole('button', { name: 'Registrar contacto del préstamo N° 45' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Registrar contacto - Préstamo N° 45' }));
    expect(dialog.getByText(/Adeuda .* desde el 31\/10\/2026 \(40 días\)/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Registrar contacto' }));
    expect(await dialog.findByText('Elija el canal del contacto')).toBeInTheDocument();
    expect(dialog.getByText('Escriba una nota del contacto')).toBeInTheDocument();

    await user.selectOptions(dialog.getByLabelText('Canal'), 'WhatsApp');
    await user.type(dialog.getByLabelText('Nota'), 'Promete la cuota de noviembre');
    await user.type(dialog.getByLabelText('Importe prometido'), '15.000,50');
    await user.click(dialog.getByRole('button', { name: 'Registrar contacto' }));
    expect(await dialog.findByText('Indique para qué día es la promesa de pago')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Fecha de la promesa'), '2026-12-09');
    await user.click(dialog.getByRole('button', { name: 'Registrar contacto' }));
    expect(
      await dialog.findByText('La fecha de la promesa no puede ser anterior a la fecha de negocio'),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST ${contacts}`)).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Fecha de la promesa'));
    await user.type(dialog.getByLabelText('Fecha de la promesa'), '2026-12-15');
    await user.click(dialog.getByRole('button', { name: 'Registrar contacto' }));
    expect(await screen.findByText('Contacto registrado: préstamo N° 45.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo(`POST ${contacts}`)[0]!.body).toEqual({
      canal: 'whatsapp',
      nota: 'Promete la cuota de noviembre',
      promesaFecha: '2026-12-15',
      promesaImporte: 15000.5,
    });
    const table = screen.getByRole('table', { name: 'Préstamos en mora' });
    expect(await within(table).findByText(`15/12/2026`)).toBeInTheDocument();
    expect(within(table).getByText(money(15_000.5))).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    stubApi({
      ...base,
      [`GET ${collectionsPaths.list}`]: () => ok(page([item(45)])),
      [`POST ${contacts}`]: () =>
        fail(409, 'El préstamo no está en repago: no se registran contactos de cobranza'),
    });
    const { user } = renderApp('/cobranzas');
    await user.click(await screen.findByRole('button', { name: 'Registrar contacto del préstamo N° 45' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.selectOptions(dialog.getByLabelText('Canal'), 'Teléfono');
    await user.type(dialog.getByLabelText('Nota'), 'No atiende');
    await user.click(dialog.getByRole('button', { name: 'Registrar contacto' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'El préstamo no está en repago: no se registran contactos de cobranza',
    );
    expect(dialog.getByLabelText('Nota')).toHaveValue('No atiende');
  });

  it("'Ver contactos' lists the loan's log newest first, with the promises and who recorded them", async () => {
    stubApi({
      ...base,
      [`GET ${collectionsPaths.list}`]: () =>
        ok(page([item(45, { ultimoContacto: { fecha: '2026-12-10', canal: 'whatsapp', nota: 'Promete' } })])),
      [`GET ${contacts}`]: () =>
        ok({
          items: [
            contact(9),
            contact(8, {
              canal: 'telefono',
              nota: 'No atiende',
              fechaNegocio: '2026-12-09',
              promesaFecha: null,
              promesaImporte: null,
            }),
          ],
          next: '8',
        }),
      [`GET ${contacts}?cursor=8`]: () =>
        ok({
          items: [contact(3, { canal: 'correo', nota: 'Le enviamos el CBU', promesaImporte: null })],
          next: null,
        }),
    });
    const { user } = renderApp('/cobranzas');
    await user.click(await screen.findByRole('button', { name: 'Ver contactos del préstamo N° 45' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contactos - Préstamo N° 45' }));
    const log = await dialog.findByRole('list', { name: 'Contactos del préstamo' });
    const entries = within(log).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('WhatsApp');
    expect(entries[0]).toHaveTextContent('WhatsApp10/12/2026');
    expect(entries[0]).toHaveTextContent(`Promete pagar ${money(15_000.5)} el 15/12/2026.`);
    expect(entries[0]).toHaveTextContent('Registró cobranzas@staff.demo.com.ar el 10/12/2026 11:05');
    // The business date it was recorded on, whatever the clock said.
    expect(entries[1]).toHaveTextContent('Teléfono09/12/2026');
    expect(entries[1]).toHaveTextContent('Teléfono');
    expect(entries[1]).not.toHaveTextContent('Promete');
    await user.click(dialog.getByRole('button', { name: 'Ver más' }));
    expect(await within(log).findByText('Le enviamos el CBU')).toBeInTheDocument();
    expect(within(log).getAllByRole('listitem')[2]).toHaveTextContent('Promete pagar el 15/12/2026.');
  });
});
