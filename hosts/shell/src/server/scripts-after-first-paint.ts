import { RECORD_EARLY_CLICKS_SCRIPT } from '../app/early-click';

/** How long a page in a background tab (no animation frames) waits before starting its scripts anyway. */
export const START_SCRIPTS_FALLBACK_MS = 1000;

/**
 * A prerendered page shows its content without scripts, so its scripts can wait for the first paint:
 * the HTML, CSS and LCP image get the connection first, and hydration starts one frame after the page is
 * visible. The source of the page's one inline loader (in place of `<script defer src>` tags and script
 * preloads): after the first frame it preloads the page's chunks and appends the entry scripts in order.
 * Until the app is ready, it remembers a tapped button (app/early-click.ts).
 */
export function scriptsAfterFirstPaint(entryScripts: readonly string[], pageScripts: readonly string[]): string {
  if (entryScripts.length === 0) throw new Error('The client build has no entry script');
  return (
    `(function(){${RECORD_EARLY_CLICKS_SCRIPT}var started=false;function start(){if(started)return;started=true;var d=document,h=d.head;` +
    `${JSON.stringify(pageScripts)}.forEach(function(u){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=u;h.appendChild(l)});` +
    `${JSON.stringify(entryScripts)}.forEach(function(u){var s=d.createElement("script");s.src=u;s.async=false;h.appendChild(s)})}` +
    `requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,${START_SCRIPTS_FALLBACK_MS})})()`
  );
}
