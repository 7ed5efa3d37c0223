import { EARLY_CLICK_PROPERTY } from '../app/early-click';
import { START_SCRIPTS_FALLBACK_MS, startScriptsAfterFirstPaint } from './scripts-after-first-paint';

const template =
  '<html><head><script defer src="/main.abc.js"></script><link href="/main.abc.css" rel="stylesheet"></head><body><div id="root">…</div></body></html>';

function runLoader(html: string) {
  const script = /<script>([\s\S]*)<\/script><\/body>/.exec(html)?.[1];
  if (!script) throw new Error('no loader');
  document.head.innerHTML = '';
  new Function(script)();
}

afterEach(() => {
  jest.useRealTimers();
});

test('the entry script leaves the head: nothing downloads before the loader runs', () => {
  const html = startScriptsAfterFirstPaint(template, ['/page-home.1.js']);
  expect(html).not.toContain('<script defer');
  expect(html).toContain('<link href="/main.abc.css" rel="stylesheet">');
  expect(html).toMatch(/<script>.*<\/script><\/body>/);
});

test('after the first frame it preloads the page chunks and appends the entry scripts, once', () => {
  jest.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  runLoader(startScriptsAfterFirstPaint(template, ['/page-home.1.js', '/messages-cs.2.js']));
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
  runLoader(startScriptsAfterFirstPaint(template, []));
  expect(document.head.querySelectorAll('script')).toHaveLength(0);
  jest.advanceTimersByTime(START_SCRIPTS_FALLBACK_MS);
  expect([...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual(['/main.abc.js']);
});

test('a template without a deferred entry script is an error, not a page without scripts', () => {
  expect(() => startScriptsAfterFirstPaint('<html><head></head><body></body></html>', [])).toThrow('no deferred entry script');
});

test('until the app is ready, the loader remembers the last button tapped (for the app to press it)', () => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  document.body.innerHTML = '<header><button id="menu"><span>Menu</span></button><a id="link" href="#x">x</a></header>';
  runLoader(startScriptsAfterFirstPaint(template, []));
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
