import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createNavigationHistory } from './hooks/navigation-history';
import { App } from './app/app';
import { PageViewCounter } from './features/analytics';
import { preloadOnIntent } from './app/preload-on-intent';
import { preloadRoute, preloadRouteAhead } from './app/routes';
import { renderContextOfPage } from './components/render-context/embedded-data';
import { RenderContext } from './components/render-context/render-context';
import './app/styles';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const context = renderContextOfPage(container);
  const app = (
    <RenderContext value={context}>
      <HistoryRouter history={createNavigationHistory()}>
        <PageViewCounter>
          <App />
        </PageViewCounter>
      </HistoryRouter>
    </RenderContext>
  );
  if (context.prerendered) {
    // The page chunk and catalog are preloaded by the HTML; hydrating before they run would suspend.
    await preloadRoute(window.location.pathname);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
  // A link the visitor is about to follow: its page loads before the click.
  preloadOnIntent((pathname) => void preloadRouteAhead(pathname).catch(() => undefined));
}

void start();
