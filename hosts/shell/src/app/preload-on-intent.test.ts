import { preloadOnIntent } from './preload-on-intent';

let stop: () => void = () => {};

afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

test('a link reached by pointer, touch or focus preloads its path once; other links and other origins do not', () => {
  window.history.replaceState(null, '', '/cenik');
  document.body.innerHTML = `
    <nav>
      <a id="home" href="/"><span>Úvod</span></a>
      <a id="en" href="/en/pricing">EN</a>
      <a id="here" href="/cenik">Ceník</a>
      <a id="elsewhere" href="https://example.org/blog">Jinde</a>
      <button id="button">Menu</button>
    </nav>`;
  const preload = jest.fn();
  stop = preloadOnIntent(preload);
  const element = (id: string) => document.getElementById(id) as HTMLElement;

  element('home').querySelector('span')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  element('home').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  element('en').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  element('here').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  element('elsewhere').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  element('button').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  expect(preload.mock.calls).toEqual([['/'], ['/en/pricing']]);

  stop();
  element('home').dispatchEvent(new Event('touchstart', { bubbles: true }));
  expect(preload).toHaveBeenCalledTimes(2);
});
