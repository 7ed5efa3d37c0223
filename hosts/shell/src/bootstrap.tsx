import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import './app/styles';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = <App router={createBrowserRouter(routes)} />;
// Prerendered pages arrive with markup to adopt; the plain template arrives empty.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
