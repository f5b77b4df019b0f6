import { describe, expect, it } from 'vitest';
import { NEWS_PAGE_SIZE, paths } from '@portal/contract';
import { createTestApp } from '../support/app';
import { loadDemoData } from '../../src/demo/index';

const { app, db, post } = await createTestApp();
await loadDemoData(db);

interface NewsItem {
  Id: number;
  Titulo: string;
  Texto: string;
  Imagen: string;
}

const signIn = async (mail: string, i: number) =>
  (await post(paths.login, { Mail: mail, Password: 'Demo1234' }, {}, `10.9.0.${i}`)).json().UAT as string;

async function allNews(uat: string) {
  const pages: NewsItem[][] = [];
  for (let cursor = 0; pages.length < 20;) {
    const { Novedades }: { Novedades: NewsItem[] } = (
      await post(paths.news, { UAT: uat, UltimaId: cursor })
    ).json();
    if (Novedades.length === 0) break;
    pages.push(Novedades);
    cursor = Novedades.at(-1)!.Id;
  }
  return pages;
}

/** Whether the image at `address` (the item's Imagen) is a real JPEG of a news card's size. */
const isJpeg = async (address: string) => {
  if (address === '') return false;
  const bytes = (await app.inject({ method: 'GET', url: address })).rawPayload;
  return (
    bytes.length > 5_000 &&
    bytes.length < 60 * 1024 &&
    bytes[0] === 0xff &&
    bytes[1] === 0xd8 &&
    bytes.at(-2) === 0xff &&
    bytes.at(-1) === 0xd9
  );
};

describe('demo news', () => {
  it('gives the main demo member two pages of news, nearly all with a real JPEG, some written in HTML', async () => {
    const pages = await allNews(await signIn('socio@demo.com.ar', 1));
    expect(pages.map((p) => p.length)).toEqual([NEWS_PAGE_SIZE, 11 - NEWS_PAGE_SIZE]);
    const items = pages.flat();
    const jpegs = await Promise.all(items.map((n) => isJpeg(n.Imagen)));
    expect(jpegs.filter(Boolean).length).toBe(10);
    expect(items.filter((n) => n.Imagen === '').length).toBe(1);
    expect(items.some((n) => /<p>|<strong>/.test(n.Texto) && /&[a-z]+;/.test(n.Texto))).toBe(true);
    expect(items.map((n) => n.Titulo)).toContain('Convocatoria a Asamblea General Ordinaria');
    expect(items.map((n) => n.Titulo)).not.toContain('Beneficio exclusivo para el personal del Ejército');
  });

  it("shows each organismo's own items to its members only", async () => {
    const army = (await allNews(await signIn('ejercito@demo.com.ar', 2))).flat().map((n) => n.Titulo);
    const other = (await allNews(await signIn('otro@demo.com.ar', 3))).flat().map((n) => n.Titulo);
    expect(army).toContain('Beneficio exclusivo para el personal del Ejército');
    expect(army).not.toContain('Nueva delegación en la ciudad de Córdoba');
    expect(other).toContain('Nueva delegación en la ciudad de Córdoba');
    expect(other).not.toContain('Convocatoria a Asamblea General Ordinaria');
  });
});

describe('demo notifications', () => {
  it.each([
    ['socio@demo.com.ar', 6, 3],
    ['ejercito@demo.com.ar', 2, 1],
    ['otro@demo.com.ar', 2, 1],
  ])(
    'gives %s at least %i notifications, %i or more not yet acknowledged',
    async (mail, total, unacknowledged) => {
      const uat = await signIn(mail, 10 + total + unacknowledged);
      const list = (await post(paths.notifications, { UAT: uat })).json().Notificaciones as {
        Fecha: string;
        TomaConocimiento: boolean;
      }[];
      expect(list.length).toBeGreaterThanOrEqual(total);
      expect(list.filter((n) => !n.TomaConocimiento).length).toBeGreaterThanOrEqual(unacknowledged);
      const dates = list.map((n) => n.Fecha);
      expect([...dates].sort().reverse()).toEqual(dates);
    },
  );
});
