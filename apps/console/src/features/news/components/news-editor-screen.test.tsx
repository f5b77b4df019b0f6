import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  consoleNewsMessages as m,
  consoleNewsPaths,
  consolePaths,
  newsItemPath,
  organismoPaths,
  type ConsoleNews,
} from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { fail, ok, stubApi } from '../../../test/fetch-stub';
import { comunicaciones, newsItem, organismos } from '../test/fixtures';

const me = `GET ${consolePaths.me}`;
const orgs = `GET ${organismoPaths.list}`;
const create = `POST ${consoleNewsPaths.list}`;
const check = `POST ${consoleNewsPaths.checkImage}`;
const itemOf = (id: number) => `GET ${newsItemPath(consoleNewsPaths.item, id)}`;
const editOf = (id: number) => `POST ${newsItemPath(consoleNewsPaths.item, id)}`;
const publishOf = (id: number) => `POST ${newsItemPath(consoleNewsPaths.publish, id)}`;
const unpublishOf = (id: number) => `POST ${newsItemPath(consoleNewsPaths.unpublish, id)}`;
const JPEG = '/9j/4AAQSkZJRgABAQAAAQABAAD';

const phone = () => within(screen.getByTestId('phone-screen'));
const png = (size = 10) => new File([new Uint8Array(size)], 'foto.png', { type: 'image/png' });

describe('Novedades: a new item', () => {
  it('previews what is typed as the phone shows it (tags stripped, entities decoded), checks the image on the server and saves a draft', async () => {
    let saved: ConsoleNews | null = null;
    const api = stubApi({
      [me]: () => ok(comunicaciones),
      [orgs]: () => ok({ items: organismos }),
      [check]: () =>
        ok({ Status: 200, Mensaje: m.imageOk, imagen: JPEG, ancho: 1280, alto: 720, bytes: 90_000 }),
      [create]: (body) => {
        saved = newsItem({
          id: 12,
          titulo: String(body.titulo),
          texto: String(body.texto),
          tieneImagen: true,
          paraTodos: false,
          organismoIds: [2],
        });
        return ok({ Status: 200, Mensaje: m.created, item: saved });
      },
      [itemOf(12)]: () => ok(saved),
    });
    const { user } = renderApp('/novedades/nueva');
    const form = within(await screen.findByRole('form', { name: 'Nueva novedad' }));
    await user.type(form.getByLabelText('Título'), 'Vacunación <b>gratis</b>');
    await user.type(
      form.getByLabelText('Texto'),
      '<p>Turnos en la sede&nbsp;central</p><script>alert(1)</script><p>Pr&eacute;stamos</p>',
    );
    // The card: the title exactly as typed, as text (React escapes it); nothing is parsed as HTML.
    expect(phone().getByText('Vacunación <b>gratis</b>')).toBeInTheDocument();
    await user.click(phone().getByRole('button', { name: /Vacunación/ }));
    expect(phone().getByText('Turnos en la sede central')).toBeInTheDocument();
    expect(phone().getByText('Préstamos')).toBeInTheDocument();
    expect(
      document.querySelector('[data-testid="phone-screen"] script, [data-testid="phone-screen"] b'),
    ).toBeNull();
    expect(phone().queryByText(/alert/)).not.toBeInTheDocument();

    await user.upload(form.getByLabelText('Archivo de la imagen'), png());
    expect(await form.findByText(/Imagen aceptada.*1280 × 720 píxeles, 88 KB/)).toBeInTheDocument();
    expect(api.callsTo(check)[0]?.body?.imagen).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('phone-screen').querySelector('img')).toHaveAttribute(
      'src',
      `data:image/jpeg;base64,${JPEG}`,
    );

    await user.click(form.getByLabelText('Solo los socios de algunos organismos'));
    await user.click(form.getByRole('button', { name: 'Guardar el borrador' }));
    expect(
      await form.findByText('Elija al menos un organismo o publíquela para todos los socios'),
    ).toBeInTheDocument();
    expect(api.callsTo(create)).toHaveLength(0);
    await user.click(form.getByLabelText(/Ejército Argentino/));
    await user.click(form.getByRole('button', { name: 'Guardar el borrador' }));

    expect(await screen.findByText(m.created)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/novedades\/12$/);
    expect(api.callsTo(create)[0]?.body).toEqual({
      titulo: 'Vacunación <b>gratis</b>',
      texto: '<p>Turnos en la sede&nbsp;central</p><script>alert(1)</script><p>Pr&eacute;stamos</p>',
      imagen: JPEG,
      paraTodos: false,
      organismoIds: [2],
    });
    expect(screen.getByRole('region', { name: /Publicación/ })).toHaveTextContent('Borrador');
  });

  it("shows the server's refusal of an image and refuses one over 5 MB without sending it", async () => {
    const api = stubApi({
      [me]: () => ok(comunicaciones),
      [orgs]: () => ok({ items: organismos }),
      [check]: () => fail(400, m.imageNotImage),
    });
    const { user } = renderApp('/novedades/nueva');
    const form = within(await screen.findByRole('form', { name: 'Nueva novedad' }));
    await user.upload(form.getByLabelText('Archivo de la imagen'), png());
    expect(await form.findByRole('alert')).toHaveTextContent(m.imageNotImage);
    expect(screen.getByTestId('phone-screen').querySelector('img')).toBeNull();
    await user.upload(form.getByLabelText('Archivo de la imagen'), png(5 * 1024 * 1024 + 1));
    expect(await form.findByRole('alert')).toHaveTextContent(m.imageTooLarge);
    expect(api.callsTo(check)).toHaveLength(1);
    await user.click(form.getByRole('button', { name: 'Guardar el borrador' }));
    expect(await form.findByText('Escriba un título de al menos 3 caracteres')).toBeInTheDocument();
    expect(form.getByText('Escriba el texto de la novedad')).toBeInTheDocument();
  });
});

describe('Novedades: publishing', () => {
  it('publishes a draft now, then takes it down after confirming', async () => {
    let current = newsItem({ tieneImagen: true });
    const api = stubApi({
      [me]: () => ok(comunicaciones),
      [orgs]: () => ok({ items: organismos }),
      [itemOf(7)]: () => ok(current),
      [publishOf(7)]: () => {
        current = { ...current, estado: 'publicada', publishAt: '2026-03-02T13:00:00.000Z' };
        return ok({ Status: 200, Mensaje: m.published, item: current });
      },
      [unpublishOf(7)]: () => {
        current = { ...current, estado: 'despublicada', unpublishedAt: '2026-03-02T14:00:00.000Z' };
        return ok({ Status: 200, Mensaje: m.unpublished, item: current });
      },
    });
    const { user } = renderApp('/novedades/7');
    const panel = within(await screen.findByRole('region', { name: /Publicación/ }));
    expect(panel.getByText('Borrador: los socios todavía no la ven.')).toBeInTheDocument();
    // The stored image is read from the server with the session.
    expect(screen.getByTestId('phone-screen').querySelector('img')?.getAttribute('src')).toMatch(
      /^\/api\/console\/news\/7\/image\?v=/,
    );
    await user.click(panel.getByRole('button', { name: 'Publicar ahora' }));
    expect(await screen.findByText(m.published)).toBeInTheDocument();
    expect(api.callsTo(publishOf(7))[0]?.body).toEqual({ publishAt: null });
    expect(await panel.findByText(/Publicada el 02\/03\/2026 10:00/)).toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Despublicar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Despublicar la novedad' }));
    await user.click(dialog.getByRole('button', { name: 'Despublicar' }));
    expect(await screen.findByText(m.unpublished)).toBeInTheDocument();
    expect(api.callsTo(unpublishOf(7))).toHaveLength(1);
    expect(panel.getByText(/los socios ya no la ven/)).toBeInTheDocument();
  });

  it('schedules at the time chosen, asks for one when empty, and waits for unsaved changes to be saved', async () => {
    let current = newsItem();
    const api = stubApi({
      [me]: () => ok(comunicaciones),
      [orgs]: () => ok({ items: organismos }),
      [itemOf(7)]: () => ok(current),
      [editOf(7)]: (body) => {
        current = { ...current, titulo: String(body.titulo) };
        return ok({ Status: 200, Mensaje: m.saved, item: current });
      },
      [publishOf(7)]: (body) => {
        current = { ...current, estado: 'programada', publishAt: String(body.publishAt) };
        return ok({ Status: 200, Mensaje: m.scheduled, item: current });
      },
    });
    const { user } = renderApp('/novedades/7');
    const panel = within(await screen.findByRole('region', { name: /Publicación/ }));
    await user.click(panel.getByRole('button', { name: 'Programar' }));
    expect(await panel.findByText('Elija la fecha y la hora de publicación')).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'Editar la novedad' }));
    await user.type(form.getByLabelText('Título'), ' (actualizada)');
    expect(panel.getByText(/Guarde los cambios antes de publicar/)).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Publicar ahora' })).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Guardar los cambios' }));
    expect(await screen.findByText(m.saved)).toBeInTheDocument();
    // Unchanged image: not sent, so the stored one stays.
    expect(api.callsTo(editOf(7))[0]?.body).not.toHaveProperty('imagen');
    expect(panel.queryByText(/Guarde los cambios/)).not.toBeInTheDocument();

    const input = panel.getByLabelText('Publicar el');
    await user.type(input, '2030-05-04T09:30');
    await user.click(panel.getByRole('button', { name: 'Programar' }));
    expect(await screen.findByText(m.scheduled)).toBeInTheDocument();
    expect(api.callsTo(publishOf(7))[0]?.body).toEqual({
      publishAt: new Date('2030-05-04T09:30').toISOString(),
    });
    expect(panel.getByText(/Programada: los socios la verán desde el 04\/05\/2030/)).toBeInTheDocument();
  });
});
