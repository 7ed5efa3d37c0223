import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createNavigationHistory } from './hooks/navigation-history';
import { App } from './app/app';
import { preloadOnIntent } from './app/preload-on-intent';
import { INITIAL_DATA_ELEMENT_ID, setRenderContext, type RenderContext } from './app/render-context';
import { preloadRoute, preloadRouteAhead } from './app/routes';
import './app/styles';

type EmbeddedContext = Pick<RenderContext, 'initialData' | 'siteUrl' | 'contact'>;

/** What the prerenderer embedded in the page: the data it rendered with, the public base URL, the contact. */
function readEmbeddedContext(): EmbeddedContext | null {
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as EmbeddedContext;
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const embedded = readEmbeddedContext();
  // Prerendered pages arrive with markup to adopt; the plain shell (a URL not prerendered) arrives empty.
  const prerendered = container.hasChildNodes();
  setRenderContext({
    initialData: embedded?.initialData ?? {},
    prerendered,
    siteUrl: embedded?.siteUrl || window.location.origin,
    contact: embedded?.contact,
  });
  const app = (
    <HistoryRouter history={createNavigationHistory()}>
      <App />
    </HistoryRouter>
  );
  if (prerendered) {
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
