/**
 * The embeddable widget (served as /widget.js): defines `<tabletop-standings>`. Its server is
 * the one this script came from, unless an element names another (`server="…"`).
 */
import { setDefaultServer, TabletopStandings } from './element';

const script = document.currentScript;
setDefaultServer(script instanceof HTMLScriptElement && script.src ? new URL(script.src).origin : undefined);

if (!customElements.get('tabletop-standings')) customElements.define('tabletop-standings', TabletopStandings);

/**
 * On the server's own embed page inside another site's iframe: the page's height, whenever it
 * changes, to the framing page, which may size the iframe to fit (docs/third-party.md). A height
 * is no secret: any site may hear it.
 */
if (window.parent !== window && document.querySelector('body[data-tabletop-embed]') && typeof ResizeObserver === 'function') {
  let last = 0;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: 'tabletop-widget:height', height, href: location.href }, '*');
  }).observe(document.documentElement);
}
