import { describe, expect, it } from 'vitest';
import { paths } from '@portal/contract';
import { createTestApp } from '../../support/app';
import { loadDemoData } from '../../../src/demo/index';
import { DEMO_RATE_TABLES } from '../../../src/demo/loan-request';

const { db, post } = await createTestApp();
await loadDemoData(db);

const signIn = async (mail: string, i: number) =>
  (await post(paths.login, { Mail: mail, Password: 'Demo1234' }, {}, `10.9.0.${i}`)).json().UAT as string;

describe('loan request demo data', () => {
  it('offers both lines; the Personal line is a 10 x 12 grid', async () => {
    const uat = await signIn('socio@demo.com.ar', 1);
    const lines = (await post(paths.loanLines, { uat })).json().LineasPrestamos;
    expect(lines.map((l: { Nombre: string }) => l.Nombre)).toEqual([
      'Préstamo Personal',
      'Préstamo Ayuda Económica',
    ]);
    const personal = DEMO_RATE_TABLES.personal;
    expect(Object.keys(personal.tnaByInstallments)).toHaveLength(12);
    expect((personal.maxAmount - personal.minAmount) / personal.step + 1).toBe(10);
  });

  it('gives socio@, ejercito@ and otro@ a grid, wider with a pre-cancellation; sin.disponible@ sees none', async () => {
    const counts: Record<string, [number, number]> = {};
    for (const [i, mail] of [
      'socio@demo.com.ar',
      'ejercito@demo.com.ar',
      'otro@demo.com.ar',
      'sin.disponible@demo.com.ar',
    ].entries()) {
      const uat = await signIn(mail, 10 + i);
      const [line] = (await post(paths.loanLines, { uat })).json().LineasPrestamos;
      const pre = (await post(paths.preCancellations, { uat })).json().Precancelaciones;
      const without = (await post(paths.plans, { uat, LineaId: line.Id, Precancelaciones: [] })).json();
      const withAll = (await post(paths.plans, { uat, LineaId: line.Id, Precancelaciones: pre })).json();
      counts[mail] = [without.PlanesDisponibles.length, withAll.PlanesDisponibles.length];
      if (mail.startsWith('sin.')) {
        expect(without).toMatchObject({
          Mensaje: 'Sin Disponible Para Realizar Prestamo',
          DisponibleDeclarado: 0,
        });
      }
    }
    expect(counts['socio@demo.com.ar']![0]).toBeGreaterThan(40);
    expect(counts['socio@demo.com.ar']![1]).toBeGreaterThan(counts['socio@demo.com.ar']![0]);
    expect(counts['otro@demo.com.ar']![1]).toBeGreaterThan(counts['otro@demo.com.ar']![0]);
    expect(counts['ejercito@demo.com.ar']![0]).toBeGreaterThan(40);
    expect(counts['sin.disponible@demo.com.ar']).toEqual([0, 0]);
  });
});
