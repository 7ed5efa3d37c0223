/**
 * A prerendered page is visible (and its buttons tappable) before its scripts run; React ignores a tap on
 * markup it has not hydrated. The page's inline loader remembers the last button tapped before the app
 * was ready, under this window property, and the app presses it once it is.
 */
export const EARLY_CLICK_PROPERTY = '__appEarlyClick';

/** Inline-script source: records the last button clicked while <html> has no data-app-ready. */
export const RECORD_EARLY_CLICKS_SCRIPT =
  'document.addEventListener("click",function(e){var t=e.target,d=document.documentElement;' +
  `if(d.hasAttribute("data-app-ready")||!t||!t.closest)return;var b=t.closest("button");if(b)window.${EARLY_CLICK_PROPERTY}=b},true);`;

type WindowWithEarlyClick = Window & { [EARLY_CLICK_PROPERTY]?: HTMLElement };

/**
 * Presses the button tapped before hydration, after the current commit's effects have run (a deferred
 * section's own early-click handling, components/deferred-section.tsx, is in place by then).
 */
export function replayEarlyClick(): void {
  const holder = window as WindowWithEarlyClick;
  const button = holder[EARLY_CLICK_PROPERTY];
  delete holder[EARLY_CLICK_PROPERTY];
  if (!button) return;
  setTimeout(() => {
    if (button.isConnected) button.click();
  });
}
