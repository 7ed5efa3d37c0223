import type { NotifyOptions } from '@app/ui';

/**
 * A toast whose code loads when it is shown: the post page shows one only when the post fails to load or
 * its link was copied, so a visit that does neither never downloads it.
 */
export function notifyLater(options: NotifyOptions): void {
  void import(/* webpackChunkName: "notify" */ '@app/ui').then(({ notify }) => notify(options));
}
