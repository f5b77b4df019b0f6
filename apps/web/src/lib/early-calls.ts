import { NEWS_IMAGE_REF_MAX, paths } from '@portal/contract/paths';
import { authStorageKeys } from './storage-keys';

/*
 * The calls a signed-in page makes as soon as it shows, started by a few lines of script in the page's own
 * HTML (build/route-pages.ts) while the app's JavaScript is still downloading: on a slow connection each
 * request costs more than half a second of latency, and the app would otherwise only ask once its code
 * has arrived and run. When the app then makes the same call (same path, same body, same session), it
 * takes the answer already on its way instead of asking again (api-client.ts). Nothing else changes: the
 * answer is read, checked and cached exactly as if the app had sent the call itself.
 */

export interface EarlyCall {
  path: string;
  /** The token's field, as the app's own call sends it (session-call.ts). */
  tokenField: 'uat' | 'UAT';
  /** The rest of the body, in the app's own order: the app's body must serialize to the same text. */
  body: Record<string, string | number>;
}

/** The first page of news (fetchNews with UltimaId 0), the loans list, the notifications. */
export const earlyCalls = {
  news: { path: paths.news, tokenField: 'UAT', body: { UltimaId: 0 } },
  loans: { path: paths.loans, tokenField: 'uat', body: {} },
  notifications: { path: paths.notifications, tokenField: 'UAT', body: { NotificacionId: '0' } },
} as const satisfies Record<string, EarlyCall>;

/**
 * What each signed-in page asks for at once. Every page's bottom bar counts unread notifications; only a
 * call the page surely makes is listed, so nothing is asked for in vain.
 */
const callsOfPage: Record<string, (keyof typeof earlyCalls)[]> = {
  '/dashboard': ['news', 'loans', 'notifications'],
  '/loans': ['loans', 'notifications'],
  '/news': ['news', 'notifications'],
  '/notifications': ['notifications'],
  '/profile': ['notifications'],
};

/** An early answer is taken only this soon after the page started it; later the app asks anew. */
export const EARLY_CALL_MAX_AGE_MS = 30_000;

interface EarlyCalls {
  at: number;
  calls: Record<string, Promise<Response> | undefined>;
  /** The calls whose answer (or failure) has come, by the same key. */
  arrived?: Record<string, true | undefined>;
}

declare global {
  interface Window {
    __portalEarlyCalls?: EarlyCalls;
  }
}

const keyOf = (path: string, bodyText: string) => `${path} ${bodyText}`;

/**
 * The script put inline in `pagePath`'s HTML, or '' when the page makes none of these calls. Plain ES5 so
 * that it runs wherever the page is opened; any failure leaves the app to make its calls as usual. It asks
 * nothing without a session token or without a connection (offline the app reads its kept answers).
 */
export function earlyCallsScript(pagePath: string): string {
  const names = callsOfPage[pagePath] ?? [];
  const calls = names.map((name) => {
    const { path, tokenField, body } = earlyCalls[name];
    return [path, tokenField, body];
  });
  if (calls.length === 0) return '';
  // The first news item's picture is the page's largest paint (the carousel's first card, eager and
  // high priority): asked for as soon as its address is known, not once the app has drawn the card.
  const firstImage = names.includes('news')
    ? `if(c[0]===${JSON.stringify(earlyCalls.news.path)})r.then(function(a){return a.clone().json()})` +
      `.then(function(d){var i=d.Novedades&&d.Novedades[0]&&d.Novedades[0].Imagen;` +
      `if(typeof i!=='string'||i.length>${NEWS_IMAGE_REF_MAX}||i.charAt(0)!=='/'||i.charAt(1)==='/')return;` +
      `var l=document.createElement('link');l.rel='preload';l.setAttribute('as','image');l.href=i;` +
      `l.setAttribute('fetchpriority','high');document.head.appendChild(l)}).catch(function(){});`
    : '';
  return (
    `(function(){try{var t=localStorage.getItem(${JSON.stringify(authStorageKeys.accessToken)});` +
    `if(!t||!navigator.onLine||!window.fetch)return;` +
    `var e=window.__portalEarlyCalls={at:Date.now(),calls:{},arrived:{}};` +
    `${JSON.stringify(calls)}.forEach(function(c){var b={};b[c[1]]=t;for(var k in c[2])b[k]=c[2][k];` +
    `var s=JSON.stringify(b),r=fetch(c[0],{method:'POST',headers:{'Content-Type':'application/json',` +
    `Accept:'application/json'},body:s,credentials:'same-origin'}),` +
    `k=c[0]+' '+s,m=function(){e.arrived[k]=true};r.then(m,m);${firstImage}` +
    `e.calls[k]=r})}catch(x){}})();`
  );
}

/** The body text the app sends for `call` in the session `uat` (what session-call.ts writes). */
const bodyTextOf = (call: EarlyCall, uat: string) => JSON.stringify({ [call.tokenField]: uat, ...call.body });

/**
 * The early calls of session `uat` whose answer has already come and is still to be taken: the app can
 * have them in hand before it first draws the page (app/early-queries.ts), instead of drawing it loading.
 */
export function arrivedEarlyCalls(uat: string): (keyof typeof earlyCalls)[] {
  const early = typeof window === 'undefined' ? undefined : window.__portalEarlyCalls;
  if (!early?.arrived || Date.now() - early.at > EARLY_CALL_MAX_AGE_MS) return [];
  return (Object.keys(earlyCalls) as (keyof typeof earlyCalls)[]).filter((name) => {
    const key = keyOf(earlyCalls[name].path, bodyTextOf(earlyCalls[name], uat));
    return early.calls[key] !== undefined && early.arrived?.[key] === true;
  });
}

/**
 * The answer of the call the page's script already sent with exactly this path and body, handed out once
 * (a second ask, a refetch, goes to the server); none when the script sent no such call, or too long ago.
 */
export function takeEarlyResponse(path: string, bodyText: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__portalEarlyCalls;
  if (!early) return undefined;
  const key = keyOf(path, bodyText);
  const response = early.calls[key];
  delete early.calls[key];
  return response && Date.now() - early.at <= EARLY_CALL_MAX_AGE_MS ? response : undefined;
}
