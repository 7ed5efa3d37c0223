import { act, render, screen, waitFor } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { RenderContext } from '../components/render-context/render-context';
import { useDocumentMeta } from './use-document-meta';

function Home() {
  useDocumentMeta({ locale: 'cs', title: 'Domů', description: 'Úvodní stránka' });
  return <Link to="/cenik">Ceník</Link>;
}

function Pricing() {
  useDocumentMeta({ locale: 'cs', title: 'Ceník', description: 'Plány a ceny' });
  return <h1>Ceník</h1>;
}

function renderSite(prerendered: boolean) {
  render(
    <RenderContext value={{ initialData: {}, prerendered, siteUrl: 'https://bizauto.example' }}>
      <MemoryRouter initialEntries={[window.location.pathname]}>
        <Routes>
          <Route path={window.location.pathname} element={<Home />} />
          <Route path="/cenik" element={<Pricing />} />
        </Routes>
      </MemoryRouter>
    </RenderContext>,
  );
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

// The first test is the visit's arrival (the hook remembers the first page it wrote the head for).
test('a prerendered arrival keeps the head it came with; the first client-side navigation writes the next page’s', async () => {
  document.head.innerHTML = '<title data-head="">Domů (prerendered)</title><meta data-head="" name="description" content="prerendered">';
  document.title = 'Domů (prerendered)';
  renderSite(true);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(document.title).toBe('Domů (prerendered)');
  expect(description()).toBe('prerendered');

  await userEvent.click(screen.getByRole('link', { name: 'Ceník' }));
  expect(screen.getByRole('heading', { name: 'Ceník' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Ceník'));
  expect(description()).toBe('Plány a ceny');
  expect(canonical()).toBe('https://bizauto.example/cenik');
  expect(document.head.querySelectorAll('title')).toHaveLength(1);
});

test('a page rendered in the browser writes its head at once', async () => {
  document.head.innerHTML = '';
  renderSite(false);
  await waitFor(() => expect(document.title).toBe('Domů'));
  expect(description()).toBe('Úvodní stránka');
  expect(document.documentElement.lang).toBe('cs');
});
