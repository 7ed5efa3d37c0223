import { useEffect } from 'react';
import { NotificationsOutlet } from '@app/ui';
import { replayEarlyClick } from './early-click';
import { AppRoutes } from './routes';

/**
 * Marks <html data-app-ready> once the first render (or hydration) has committed: the page now responds,
 * and a button tapped before that is pressed now.
 */
function ReadyMarker() {
  useEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    replayEarlyClick();
  }, []);
  return null;
}

/**
 * The host inside whichever router the environment gives it (browser, server, memory in tests). No Mantine
 * provider here: the marketing pages are plain HTML; the pages with Mantine widgets bring their own.
 */
export function App() {
  return (
    <>
      <NotificationsOutlet />
      <ReadyMarker />
      <AppRoutes />
    </>
  );
}
