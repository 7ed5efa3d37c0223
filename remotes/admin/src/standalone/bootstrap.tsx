import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from '@app/ui';
import AdminApp from '../export-app';
import { DevSignIn } from './dev-sign-in';

const router = createBrowserRouter([
  { path: '/admin/*', element: <AdminApp /> },
  { path: '/auth', element: <AppProviders><DevSignIn /></AppProviders> },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<RouterProvider router={router} />);
