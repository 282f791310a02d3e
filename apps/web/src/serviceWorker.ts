/**
 * Registers the service worker the build writes (`/sw.js`, vite-plugin-pwa with Workbox; see
 * apps/web/pwa.mts): it keeps the app's built files for a visit without network and answers a page
 * opened offline with the offline page. Only in a build: the development server has no `sw.js`.
 * After the page has loaded, so its own files are fetched first.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Not registered (a private window that refuses it, an old browser): the app works as before, only not offline.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
