import { EARLY_CLICK_PROPERTY } from '../app/early-click';
import { START_SCRIPTS_FALLBACK_MS, scriptsAfterFirstPaint } from './scripts-after-first-paint';

const ENTRY = ['/main.abc.js'];

function runLoader(source: string) {
  document.head.innerHTML = '';
  new Function(source)();
}

afterEach(() => {
  jest.useRealTimers();
});

test('after the first frame it preloads the page chunks and appends the entry scripts, once', () => {
  jest.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  runLoader(scriptsAfterFirstPaint(ENTRY, ['/page-home.1.js', '/messages-cs.2.js']));
  expect(document.head.querySelectorAll('script, link')).toHaveLength(0);

  frames.forEach((frame) => frame(0));
  jest.advanceTimersByTime(0);
  const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'));
  const scripts = [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  expect(preloads).toEqual(['/page-home.1.js', '/messages-cs.2.js']);
  expect(scripts).toEqual(['/main.abc.js']);

  jest.advanceTimersByTime(START_SCRIPTS_FALLBACK_MS);
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
});

test('a page in a background tab (no frames) starts its scripts after the fallback delay', () => {
  jest.useFakeTimers();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  runLoader(scriptsAfterFirstPaint(ENTRY, []));
  expect(document.head.querySelectorAll('script')).toHaveLength(0);
  jest.advanceTimersByTime(START_SCRIPTS_FALLBACK_MS);
  expect([...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual(['/main.abc.js']);
});

test('a build without an entry script is an error, not a page without scripts', () => {
  expect(() => scriptsAfterFirstPaint([], ['/page-home.1.js'])).toThrow('no entry script');
});

test('until the app is ready, the loader remembers the last button tapped (for the app to press it)', () => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  document.body.innerHTML = '<header><button id="menu"><span>Menu</span></button><a id="link" href="#x">x</a></header>';
  runLoader(scriptsAfterFirstPaint(ENTRY, []));
  const holder = window as unknown as Record<string, unknown>;
  (document.getElementById('link') as HTMLElement).click();
  expect(holder[EARLY_CLICK_PROPERTY]).toBeUndefined();
  (document.querySelector('#menu span') as HTMLElement).click();
  expect(holder[EARLY_CLICK_PROPERTY]).toBe(document.getElementById('menu'));

  delete holder[EARLY_CLICK_PROPERTY];
  document.documentElement.setAttribute('data-app-ready', '');
  (document.getElementById('menu') as HTMLElement).click();
  expect(holder[EARLY_CLICK_PROPERTY]).toBeUndefined();
  document.documentElement.removeAttribute('data-app-ready');
});
