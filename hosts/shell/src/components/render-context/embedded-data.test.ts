import { INITIAL_DATA_ELEMENT_ID, renderContextOfPage } from './embedded-data';

afterEach(() => {
  document.body.innerHTML = '';
});

test('a prerendered page gives hydration the data, base URL and contact it was rendered with', () => {
  const embedded = { initialData: { modules: [{ slug: 'crm' }] }, siteUrl: 'https://www.bizauto.example', contact: { email: 'a@b.cz', phone: null } };
  document.body.innerHTML =
    `<div id="root"><main>Obsah</main></div>` +
    `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${JSON.stringify(embedded)}</script>`;
  expect(renderContextOfPage(document.getElementById('root') as HTMLElement)).toEqual({ ...embedded, prerendered: true });
});

test('the plain shell renders in the browser with nothing read at build time, for its own origin', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(renderContextOfPage(document.getElementById('root') as HTMLElement)).toEqual({ initialData: {}, prerendered: false, siteUrl: window.location.origin, contact: undefined });
});
