/** How often an open app asks whether a new release is out (also on every return to the tab). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker of vite-plugin-pwa (docs/decisions/013-offline.md) once the page has
 * loaded. It precaches the app shell; a new release installs, takes over at once and reloads open pages
 * (registerType 'autoUpdate'), so nobody keeps running an old version whose chunks the server no longer has.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    void import('virtual:pwa-register').then(({ registerSW }) =>
      registerSW({
        immediate: true,
        onRegisteredSW(_url, registration) {
          if (!registration) return;
          const check = () => void registration.update().catch(() => undefined);
          setInterval(check, UPDATE_CHECK_MS);
          document.addEventListener('visibilitychange', () => {
            if (document.visibilityState === 'visible') check();
          });
        },
      }),
    );
  });
}
