import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@portal/contract/paths';
import { ApiError } from '@portal/ui/api-error';
import { fetchNews } from '../features/news/api/get-news';
import { fetchLoans } from '../features/loans/api/loans';
import { fetchNotifications } from '../features/notifications/api/get-notifications';
import { EARLY_CALL_MAX_AGE_MS, arrivedEarlyCalls, earlyCallsScript, takeEarlyResponse } from './early-calls';
import { authStorageKeys } from './storage-keys';
import { fail, ok, stubApi } from '../test/fetch-stub';

const uat = 'u'.repeat(43);

/** Runs a page's inline script as the browser would: its text, in the page's global scope. */
const runPageScript = (pagePath: string) => {
  const script = earlyCallsScript(pagePath);
  expect(script).not.toBe('');
  const globalEval = eval;
  globalEval(script);
};

const news = [
  { Id: 13, Titulo: 'T', Texto: '', Fecha: '2026-01-01T00:00:00Z', Imagen: '/api/i/13/0fa0d' },
  { Id: 12, Titulo: 'U', Texto: '', Fecha: '2026-01-01T00:00:00Z', Imagen: '/api/i/12/1b2c3' },
];

function stubServer() {
  return stubApi({
    [paths.news]: () => ok({ Message: 'ok', Novedades: news }),
    [paths.loans]: () => ok({ Prestamos: [] }),
    [paths.notifications]: () => ok({ Notificaciones: [] }),
  });
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((l) => ({
    href: l.getAttribute('href'),
    as: l.getAttribute('as'),
    priority: l.getAttribute('fetchpriority'),
  }));

beforeEach(() => {
  localStorage.setItem(authStorageKeys.accessToken, uat);
});

afterEach(() => {
  delete window.__portalEarlyCalls;
  document.head.innerHTML = '';
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("a signed-in page's early calls", () => {
  it('the dashboard asks for news, loans and notifications once: the app takes those answers', async () => {
    const api = stubServer();
    runPageScript('/dashboard');
    expect(api.calls.map((c) => c.path).sort()).toEqual(
      [paths.loans, paths.news, paths.notifications].sort(),
    );

    // The app's own calls, as its queries make them: the same bodies, so nothing is asked twice.
    await expect(fetchNews(uat, 0)).resolves.toHaveLength(2);
    await expect(fetchLoans(uat)).resolves.toEqual([]);
    await expect(fetchNotifications(uat)).resolves.toEqual([]);
    expect(api.calls).toHaveLength(3);

    // Taken once: a refetch goes to the server.
    await fetchNews(uat, 0);
    expect(api.callsTo(paths.news)).toHaveLength(2);
  });

  it("asks for the first news item's picture at once, with high priority", async () => {
    stubServer();
    runPageScript('/dashboard');
    await vi.waitFor(() =>
      expect(preloads()).toEqual([{ href: '/api/i/13/0fa0d', as: 'image', priority: 'high' }]),
    );
    // The app still reads the whole answer (the picture's read used a copy).
    await expect(fetchNews(uat, 0)).resolves.toHaveLength(2);
  });

  it('preloads no picture that is not an address on this origin', async () => {
    stubApi({
      [paths.news]: () => ok({ Novedades: [{ ...news[0], Imagen: '//evil.example/a.jpg' }] }),
      [paths.notifications]: () => ok({ Notificaciones: [] }),
    });
    runPageScript('/news');
    await fetchNews(uat, 0);
    expect(preloads()).toEqual([]);
  });

  it('a call the app makes differently (another page of news) is sent as usual', async () => {
    const api = stubServer();
    runPageScript('/news');
    await fetchNews(uat, 13);
    expect(api.callsTo(paths.news).map((c) => c.body)).toEqual([
      { UAT: uat, UltimaId: 0 },
      { UAT: uat, UltimaId: 13 },
    ]);
  });

  it('another session never takes them', async () => {
    const api = stubServer();
    runPageScript('/loans');
    await fetchLoans('v'.repeat(43));
    expect(api.callsTo(paths.loans).map((c) => c.body)).toEqual([{ uat }, { uat: 'v'.repeat(43) }]);
  });

  it('lists the answers that have come, for their own session only, until taken or too old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    stubServer();
    runPageScript('/loans');
    await vi.waitFor(() => expect(arrivedEarlyCalls(uat).sort()).toEqual(['loans', 'notifications']));
    expect(arrivedEarlyCalls('v'.repeat(43))).toEqual([]);
    await fetchLoans(uat);
    expect(arrivedEarlyCalls(uat)).toEqual(['notifications']);
    vi.setSystemTime(Date.now() + EARLY_CALL_MAX_AGE_MS + 1);
    expect(arrivedEarlyCalls(uat)).toEqual([]);
  });

  it('an answer waiting too long is left: the app asks anew', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const api = stubServer();
    runPageScript('/loans');
    vi.setSystemTime(Date.now() + EARLY_CALL_MAX_AGE_MS + 1);
    expect(takeEarlyResponse(paths.loans, JSON.stringify({ uat }))).toBeUndefined();
    await fetchLoans(uat);
    expect(api.callsTo(paths.loans)).toHaveLength(2);
  });

  it('an early answer that ends the session ends it as the app’s own call would', async () => {
    stubApi({
      [paths.loans]: () => fail(401, 'Sesión no válida'),
      [paths.notifications]: () => ok({ Notificaciones: [] }),
    });
    runPageScript('/loans');
    const error = await fetchLoans(uat).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ Status: 401 });
  });

  it('asks for nothing without a session or without a connection, or on a page with no such calls', () => {
    const api = stubServer();
    localStorage.clear();
    runPageScript('/dashboard');
    localStorage.setItem(authStorageKeys.accessToken, uat);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    runPageScript('/dashboard');
    expect(api.calls).toHaveLength(0);
    expect(earlyCallsScript('/loan-detail')).toBe('');
    expect(earlyCallsScript('/login')).toBe('');
  });
});
