import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditPaths, auditVerifyPath, consolePaths } from '@portal/contract';
import { renderApp } from '../../../test/render-app';
import { ok, stubApi } from '../../../test/fetch-stub';

const auditor = { email: 'auditor@staff.demo.com.ar', roles: ['auditor'] };

describe("the audit screen's integrity check", () => {
  it('asks the server to recompute the chain and names the broken row', async () => {
    const answers = [
      { ok: true, rows: 120, firstBroken: null },
      { ok: false, rows: 120, firstBroken: 57 },
    ];
    stubApi({
      [`GET ${consolePaths.me}`]: () => ok(auditor),
      [`GET ${auditPaths.list}`]: () => ok({ items: [], next: null }),
      [`GET ${auditVerifyPath}`]: () => ok(answers.shift()),
    });
    renderApp('/auditoria');
    const button = await screen.findByRole('button', { name: 'Verificar integridad' });
    await userEvent.click(button);
    expect(await screen.findByText('Registro íntegro: se verificaron 120 filas.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verificar integridad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registro alterado: la fila N° 57 no coincide',
    );
  });
});
