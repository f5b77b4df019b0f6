import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, paths, serverMessages } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createSignedInMember, TEST_PASSWORD } from '../../support/factories';
import { outbox } from '../../support/mail';
import {
  PNG_BASE64,
  bigJpegOf,
  carriesPayload,
  describeImage,
  garbageAfterHeader,
  gif,
  jpegOf,
  jpegPolyglot,
  jpegWithExif,
  measured,
  pdf,
  pngDeclaring,
  pngPolyglot,
  textFile,
  tiff,
  webp,
} from '../../support/images';

const { app, db, post } = await createTestApp();

const userData = async (uat: string) => (await post(paths.userData, { UAT: uat })).json();

describe('ActualizaDatosPersona', () => {
  it('changes only the fields sent', async () => {
    const member = await createSignedInMember(db, { celular: '1155554444' });
    const res = await post(paths.updateProfile, {
      uat: member.uat,
      Celular: '3515556666',
      FechaNacimiento: '02/01/1975',
      Domicilio: 'Belgrano 123',
    });
    expect(res.json()).toEqual({ Status: 200, Mensaje: serverMessages.profileUpdated });
    expect(await userData(member.uat)).toMatchObject({
      Celular: '3515556666',
      FechaNacimiento: '02/01/1975',
      Domicilio: 'Belgrano 123',
      Mail: member.mail,
      Nombres: 'Ana María',
    });
  });

  it('accepts names equal to the stored ones and refuses changing them (403)', async () => {
    const member = await createSignedInMember(db, { nombres: 'Ana María', apellido: 'Pérez' });
    expect(
      (
        await post(paths.updateProfile, {
          uat: member.uat,
          Nombres: 'Ana María',
          Apellido: 'Pérez',
          Celular: '1144443333',
        })
      ).statusCode,
    ).toBe(200);
    const res = await post(paths.updateProfile, { uat: member.uat, Nombres: 'Otra Persona' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ Status: 403, Mensaje: serverMessages.namesBySupport });
    expect((await userData(member.uat)).Nombres).toBe('Ana María');
  });

  it('proposes a new e-mail, which must stay unique regardless of case (409); it changes when its link is followed', async () => {
    const member = await createSignedInMember(db);
    const other = await createMember(db);
    const taken = await post(paths.updateProfile, {
      uat: member.uat,
      Mail: other.mail.toUpperCase(),
      PasswordActual: TEST_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().Mensaje).toBe(serverMessages.mailTaken);
    const mail = `cambiado.${member.id}@prueba.com.ar`;
    const res = await post(paths.updateProfile, {
      uat: member.uat,
      Mail: mail,
      PasswordActual: TEST_PASSWORD,
    });
    expect(res.json()).toEqual({ Status: 200, Mensaje: serverMessages.mailChangeSent });
    // Not yet: the old address still signs in, the new one does not.
    expect((await post(paths.login, { Mail: mail, Password: TEST_PASSWORD })).statusCode).toBe(401);
    const [link] = await outbox(db, mail);
    const token = /confirm-email#token=([A-Za-z0-9_%-]+)/.exec(link!.text_body)?.[1];
    expect(token).toBeDefined();
    expect((await post(paths.confirmMailChange, { Token: decodeURIComponent(token!) })).json()).toEqual({
      Status: 200,
      Mensaje: serverMessages.mailChanged,
    });
    expect((await post(paths.login, { Mail: mail, Password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const member = await createSignedInMember(db);
    const other = (await post(paths.login, { Mail: member.mail, Password: TEST_PASSWORD })).json().UAT;
    const res = await post(paths.updateProfile, {
      UAT: member.uat,
      Password1: 'Cambiada99',
      Password2: 'Cambiada99',
      PasswordActual: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await post(paths.userData, { UAT: member.uat })).statusCode).toBe(200);
    expect((await post(paths.userData, { UAT: other })).statusCode).toBe(401);
    expect((await post(paths.login, { Mail: member.mail, Password: 'Cambiada99' })).statusCode).toBe(200);
  });

  it.each([
    [{ Password1: 'Cambiada99', Password2: 'Cambiada98' }, 400, serverMessages.passwordsDoNotMatch],
    [{ Password1: 'Cambiada99' }, 400, 'Completá ambos campos de contraseña'],
    [{}, 400, serverMessages.nothingToUpdate],
    [{ FechaNacimiento: '31/02/1990' }, 400, 'La fecha de nacimiento no es válida'],
    [{ Celular: 12 }, 400, 'El campo Celular tiene un tipo de dato inválido'],
    [{ Ejercito: true }, 400, 'Campo no permitido: Ejercito'],
  ])('refuses %j', async (over, status, mensaje) => {
    const member = await createSignedInMember(db);
    const res = await post(paths.updateProfile, { uat: member.uat, ...over });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ Status: status, Mensaje: mensaje });
  });

  it('stores SQL and script text verbatim, never running it', async () => {
    const member = await createSignedInMember(db);
    const evil = `'; DROP TABLE members; -- <script>alert('x')</script>`;
    expect((await post(paths.updateProfile, { uat: member.uat, Domicilio: evil })).statusCode).toBe(200);
    expect((await userData(member.uat)).Domicilio).toBe(evil);
    expect((await db.query('SELECT 1 FROM members')).length).toBeGreaterThan(0);
  });

  it('needs a session: without one, or with a revoked one, nothing changes', async () => {
    const member = await createSignedInMember(db);
    await post(paths.logout, { UAT: member.uat });
    for (const body of [{ Celular: '1100000000' }, { uat: member.uat, Celular: '1100000000' }]) {
      const res = await post(paths.updateProfile, body);
      expect(res.json()).toEqual({ Status: 401, Mensaje: serverMessages.noSession });
    }
    const [row] = await db.query<{ celular: string }>('SELECT celular FROM members WHERE id = $1', [
      member.id,
    ]);
    expect(row!.celular).toBe('1155554444');
  });

  it("one member's session only ever reaches that member's data", async () => {
    const alice = await createSignedInMember(db, { celular: '1111111111' });
    const bob = await createSignedInMember(db, { celular: '2222222222' });
    expect((await post(paths.updateProfile, { uat: bob.uat, Celular: '3333333333' })).statusCode).toBe(200);
    expect((await userData(alice.uat)).Celular).toBe('1111111111');
    expect((await userData(bob.uat)).Id).toBe(bob.id);
    // The body has no member id to point elsewhere: an Id field is refused outright.
    expect(
      (await post(paths.updateProfile, { uat: bob.uat, Id: alice.id, Celular: '4444444444' })).statusCode,
    ).toBe(400);
  });
});

describe('ActualizaFoto', () => {
  it.each([
    ['PNG', PNG_BASE64],
    ['JPEG with a data-URL prefix', `data:image/jpeg;base64,${jpegOf(2048).toString('base64')}`],
    ['GIF', gif().toString('base64')],
    ['WEBP', webp().toString('base64')],
  ])('stores a %s and answers it back as Foto', async (_label, foto) => {
    const member = await createSignedInMember(db);
    const res = await post(paths.updatePhoto, { UAT: member.uat, Foto: foto });
    expect(res.statusCode).toBe(200);
    // Kept as a JPEG made anew from the decoded pixels, which is what the app shows.
    const stored = res.json().Foto as string;
    expect(res.json()).toEqual({ Status: 200, Mensaje: serverMessages.photoUpdated, Foto: stored });
    expect(await describeImage(Buffer.from(stored, 'base64'))).toMatchObject({ format: 'jpeg' });
    expect((await userData(member.uat)).Foto).toBe(stored);
  });

  it('accepts a 5 MB photo', async () => {
    const member = await createSignedInMember(db);
    // Megapixels of noise that JPEG cannot shrink: the server decodes a photo that large.
    const res = await post(paths.updatePhoto, {
      UAT: member.uat,
      Foto: (await bigJpegOf(MAX_IMAGE_BYTES)).toString('base64'),
    });
    expect(res.statusCode).toBe(200);
    const stored = await describeImage(Buffer.from(res.json().Foto, 'base64'));
    expect([stored.format, Math.max(stored.width, stored.height)]).toEqual(['jpeg', 1024]);
  });

  it.each([
    ['a PDF', pdf().toString('base64')],
    ['a text file', textFile().toString('base64')],
    ['text that is not base64', 'esto no es base64!'],
  ])('refuses %s with 400', async (_label, foto) => {
    const member = await createSignedInMember(db);
    const res = await post(paths.updatePhoto, { UAT: member.uat, Foto: foto });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: 400, Mensaje: serverMessages.photoNotImage });
    expect((await userData(member.uat)).Foto).toBeNull();
  });

  it('refuses a photo over 5 MB (413)', async () => {
    const member = await createSignedInMember(db);
    const justOver = await post(paths.updatePhoto, {
      UAT: member.uat,
      Foto: jpegOf(MAX_IMAGE_BYTES + 1).toString('base64'),
    });
    expect(justOver.statusCode).toBe(413);
    expect(justOver.json()).toEqual({ Status: 413, Mensaje: serverMessages.photoTooLarge });
    const sixMb = await post(paths.updatePhoto, {
      UAT: member.uat,
      Foto: jpegOf(6 * 1024 * 1024).toString('base64'),
    });
    expect(sixMb.statusCode).toBe(413);
    expect(sixMb.json().Status).toBe(413);
  });

  it('needs a session', async () => {
    const res = await post(paths.updatePhoto, { Foto: PNG_BASE64 });
    expect(res.json()).toEqual({ Status: 401, Mensaje: serverMessages.noSession });
  });

  it('keeps the photo out of the members table', async () => {
    const member = await createSignedInMember(db);
    await post(paths.updatePhoto, { UAT: member.uat, Foto: PNG_BASE64 });
    const [row] = await db.query<{ mime: string }>('SELECT mime FROM member_photos WHERE member_id = $1', [
      member.id,
    ]);
    expect(row!.mime).toBe('image/jpeg');
    expect(app.hasRoute({ method: 'POST', url: paths.updatePhoto })).toBe(true);
  });
});

describe('ActualizaFoto keeps decoded pixels only', () => {
  const storedPhoto = async (memberId: number) => {
    const rows = await db.query<{ mime: string; data: Uint8Array }>(
      'SELECT mime, data FROM member_photos WHERE member_id = $1',
      [memberId],
    );
    return rows[0] && { mime: rows[0].mime, data: Buffer.from(rows[0].data) };
  };
  const served = async (uat: string) => Buffer.from((await userData(uat)).Foto as string, 'base64');

  it('stores a real JPEG, PNG, GIF or WebP as a new JPEG of the same picture, and serves exactly that', async () => {
    const png = await pngPolyglot(30, 20);
    for (const [input, size] of [
      [jpegOf(2048), [24, 16]],
      [png, [30, 20]],
      [gif(), [16, 16]],
      [webp(), [16, 16]],
    ] as const) {
      const member = await createSignedInMember(db);
      expect(
        (await post(paths.updatePhoto, { UAT: member.uat, Foto: input.toString('base64') })).statusCode,
      ).toBe(200);
      const stored = await storedPhoto(member.id);
      expect(stored!.mime).toBe('image/jpeg');
      expect(stored!.data.equals(input)).toBe(false);
      expect(await describeImage(stored!.data)).toEqual({ width: size[0], height: size[1], format: 'jpeg' });
      expect((await served(member.uat)).equals(stored!.data)).toBe(true);
    }
  });

  it('drops the EXIF of a camera photo (camera, GPS position) once its orientation is applied', async () => {
    const member = await createSignedInMember(db);
    const photo = await jpegWithExif(80, 40);
    expect(
      (await post(paths.updatePhoto, { UAT: member.uat, Foto: photo.toString('base64') })).statusCode,
    ).toBe(200);
    const stored = (await storedPhoto(member.id))!.data;
    expect(stored.includes(Buffer.from('CamaraEspia'))).toBe(false);
    expect(carriesPayload(stored)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  it('downscales a large photo to fit 1024 x 1024', async () => {
    const member = await createSignedInMember(db);
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#a0b0c0' } })
      .jpeg()
      .toBuffer();
    expect(
      (await post(paths.updatePhoto, { UAT: member.uat, Foto: photo.toString('base64') })).statusCode,
    ).toBe(200);
    expect(await describeImage(await served(member.uat))).toEqual({
      width: 1024,
      height: 768,
      format: 'jpeg',
    });
  });

  it.each([
    ['a JPEG with an HTML page and a ZIP after its end', jpegPolyglot],
    ['a PNG with a script in a text chunk and after its end', () => pngPolyglot()],
  ])('stores and serves %s without the payload', async (_label, polyglot) => {
    const member = await createSignedInMember(db);
    const bytes = await polyglot();
    expect(carriesPayload(bytes)).toBe(true);
    const res = await post(paths.updatePhoto, {
      UAT: member.uat,
      Foto: `data:image/jpeg;base64,${bytes.toString('base64')}`,
    });
    expect(res.statusCode).toBe(200);
    expect(carriesPayload(Buffer.from(res.json().Foto, 'base64'))).toBe(false);
    expect(carriesPayload(await served(member.uat))).toBe(false);
    expect(carriesPayload((await storedPhoto(member.id))!.data)).toBe(false);
  });

  it('refuses a PNG of a few hundred bytes declaring 14000 x 14000 pixels at once, without memory growth', async () => {
    const member = await createSignedInMember(db);
    const bomb = pngDeclaring(14_000, 14_000).toString('base64');
    const {
      result: res,
      ms,
      rssGrowth,
    } = await measured(() => post(paths.updatePhoto, { UAT: member.uat, Foto: bomb }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ Status: 400, Mensaje: serverMessages.imageDimensions });
    expect(ms).toBeLessThan(1000);
    expect(rssGrowth).toBeLessThan(100 * 1024 * 1024);
    expect(await storedPhoto(member.id)).toBeUndefined();
  });

  it.each([
    ['a JPEG header over garbage, cut short', () => garbageAfterHeader('jpeg')],
    ['a PNG header over pixel data that is not zlib', () => garbageAfterHeader('png')],
    ['a TIFF', tiff],
    [
      'an SVG',
      async () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>',
        ),
    ],
  ])('refuses %s with the same 400', async (_label, make) => {
    const member = await createSignedInMember(db);
    const res = await post(paths.updatePhoto, { UAT: member.uat, Foto: (await make()).toString('base64') });
    expect(res.json()).toEqual({ Status: 400, Mensaje: serverMessages.photoNotImage });
    expect(await storedPhoto(member.id)).toBeUndefined();
  });
});
