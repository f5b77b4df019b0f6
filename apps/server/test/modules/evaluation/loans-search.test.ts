import { describe, expect, it } from 'vitest';
import { loanStates } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { createMember, createOrganismo } from '../../support/factories';
import { createLoan } from '../../support/loan-factories';

const { db, consoleAs } = await createTestApp({ staffTotp: false });
const soporte = await consoleAs('soporte@b.test', ['soporte']);
const comunicaciones = await consoleAs('com@b.test', ['comunicaciones']);

const otherOrganismo = await createOrganismo(db, { id: 7, nombre: 'Hospital Provincial' });
const nunez = await createMember(db, { dni: '27000111', apellido: 'Núñez' });
const nuno = await createMember(db, { dni: '27000222', apellido: 'Nuno', organismoId: otherOrganismo });
const a = await createLoan(db, nunez, { estado: loanStates.deducting });
const b = await createLoan(db, nunez);
const c = await createLoan(db, nuno, { estado: loanStates.deducting });

type Page = { items: { id: number; socio: { dni: string } }[]; next: string | null };
const search = async (query: string, as = soporte) => {
  const res = await as.get(`/api/console/loans?${query}`);
  return { status: res.statusCode, page: res.json<Page>() };
};
const ids = async (query: string) => (await search(query)).page.items.map((i) => i.id);

describe('the loans search', () => {
  it('combines DNI, surname (accents aside), number, state and organismo; newest first', async () => {
    expect(await ids('dni=27000111')).toEqual([b, a]);
    expect(await ids('apellido=nun')).toEqual([c, b, a]);
    expect(await ids('apellido=nun&estado=Descontando')).toEqual([c, a]);
    expect(await ids(`prestamoId=${b}`)).toEqual([b]);
    expect(await ids(`organismoId=${otherOrganismo}`)).toEqual([c]);
  });

  it('pages on the server', async () => {
    const first = (await search('apellido=nun&limit=2')).page;
    expect(first.items.map((i) => i.id)).toEqual([c, b]);
    expect((await search(`apellido=nun&limit=2&cursor=${first.next}`)).page).toMatchObject({
      items: [expect.objectContaining({ id: a })],
      next: null,
    });
  });

  it('refuses bad filters and roles that may not read loans', async () => {
    expect((await search('dni=12')).status).toBe(400);
    expect((await search('estado=Inventado')).status).toBe(400);
    expect((await search('dni=27000111', comunicaciones)).status).toBe(403);
  });
});
