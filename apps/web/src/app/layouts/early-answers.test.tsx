import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@portal/contract/paths';
import { arrivedEarlyCalls, earlyCallsScript } from '../../lib/early-calls';
import { renderApp } from '../../test/render-app';
import { createLoginResponse, storeSignedIn } from '../../test/fixtures';
import { fail, ok, stubApi, type StubReply } from '../../test/fetch-stub';
import { loansInEveryState } from '../../features/loans/test/loan-fixtures';

const uat = createLoginResponse().UAT;
const loadingText = 'Cargando préstamos...';

/** Runs /loans' inline script as the page would, and waits for its answers to come. */
async function pageAskedEarly() {
  const globalEval = eval;
  globalEval(earlyCallsScript('/loans'));
  await waitFor(() => expect(arrivedEarlyCalls(uat).sort()).toEqual(['loans', 'notifications']));
}

/** Every text the page showed at any moment, drawn or not for long. */
function textsEverShown() {
  const seen = new Set<string>();
  const observer = new MutationObserver(() => seen.add(document.body.textContent ?? ''));
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    ever: (text: string) => [...seen].some((shown) => shown.includes(text)),
    stop: () => observer.disconnect(),
  };
}

function stubServer(loans: () => StubReply) {
  return stubApi({
    [paths.loans]: loans,
    [paths.notifications]: () => ok({ Notificaciones: [] }),
  });
}

afterEach(() => {
  delete window.__portalEarlyCalls;
});

describe("a signed-in page's first answers, come before the app", () => {
  it('are in hand when the screen is first drawn: the list shows with no loading dialog before it', async () => {
    storeSignedIn();
    const api = stubServer(() => ok({ Prestamos: loansInEveryState() }));
    await pageAskedEarly();
    const shown = textsEverShown();
    renderApp('/loans');
    const list = await screen.findByRole('list', { name: 'Préstamos' });
    shown.stop();
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(shown.ever(loadingText)).toBe(false);
    // Asked once, by the page.
    expect(api.callsTo(paths.loans)).toHaveLength(1);
    expect(arrivedEarlyCalls(uat)).toEqual([]);
  });

  it('without them the screen shows its loading dialog while it asks', async () => {
    storeSignedIn();
    const api = stubServer(() => ok({ Prestamos: loansInEveryState() }));
    const shown = textsEverShown();
    renderApp('/loans');
    await screen.findByRole('list', { name: 'Préstamos' });
    shown.stop();
    expect(shown.ever(loadingText)).toBe(true);
    expect(api.callsTo(paths.loans)).toHaveLength(1);
  });

  it('a failed early answer is asked for again by the screen, which then shows the list', async () => {
    storeSignedIn();
    let calls = 0;
    const api = stubServer(() =>
      ++calls === 1 ? fail(500, 'Error interno') : ok({ Prestamos: loansInEveryState() }),
    );
    await pageAskedEarly();
    renderApp('/loans');
    const list = await screen.findByRole('list', { name: 'Préstamos' }, { timeout: 3000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(api.callsTo(paths.loans)).toHaveLength(2);
  });
});
