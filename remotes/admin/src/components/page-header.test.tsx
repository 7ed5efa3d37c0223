import { render } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { PageHeader } from './page-header';

test('the document title names the screen while it is shown, and is given back after', () => {
  document.title = 'BizAuto';
  const { rerender, unmount } = render(
    <MemoryRouter>
      <PageHeader title="Blog" />
    </MemoryRouter>,
  );
  expect(document.title).toBe('Blog · Administrace');
  rerender(
    <MemoryRouter>
      <PageHeader title="Upravit článek" />
    </MemoryRouter>,
  );
  expect(document.title).toBe('Upravit článek · Administrace');
  unmount();
  expect(document.title).toBe('BizAuto');
});
