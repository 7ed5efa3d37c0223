import { render, screen } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RenderContext } from '../components/render-context/render-context';
import { useDocumentMeta } from './use-document-meta';

// The head-tag writer is a chunk of its own that may arrive late; here it never writes anything.
jest.mock('../seo/head-tags', () => ({ applyHeadTags: jest.fn() }));

function Czech() {
  useDocumentMeta({ locale: 'cs', title: 'Domů', description: 'Úvodní stránka' });
  return <Link to="/en">English</Link>;
}

function English() {
  useDocumentMeta({ locale: 'en', title: 'Home', description: 'Home page' });
  return <h1>Home</h1>;
}

test('a client-side navigation to another language sets <html lang> itself, without waiting for the head-tag writer', async () => {
  document.documentElement.lang = 'cs';
  render(
    <RenderContext value={{ initialData: {}, prerendered: false, siteUrl: 'https://bizauto.example' }}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Czech />} />
          <Route path="/en" element={<English />} />
        </Routes>
      </MemoryRouter>
    </RenderContext>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'English' }));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en');
});
