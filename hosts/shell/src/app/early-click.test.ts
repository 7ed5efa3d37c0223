import { EARLY_CLICK_PROPERTY, replayEarlyClick } from './early-click';

const holder = window as unknown as Record<string, unknown>;

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('presses the button tapped before hydration, once, after the current effects have run', () => {
  jest.useFakeTimers();
  document.body.innerHTML = '<button>Menu</button>';
  const button = document.querySelector('button') as HTMLButtonElement;
  const onClick = jest.fn();
  button.addEventListener('click', onClick);
  holder[EARLY_CLICK_PROPERTY] = button;

  replayEarlyClick();
  expect(onClick).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(holder[EARLY_CLICK_PROPERTY]).toBeUndefined();
  replayEarlyClick();
  jest.runAllTimers();
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('a button React has replaced meanwhile is not pressed', () => {
  jest.useFakeTimers();
  const detached = document.createElement('button');
  const onClick = jest.fn();
  detached.addEventListener('click', onClick);
  holder[EARLY_CLICK_PROPERTY] = detached;
  replayEarlyClick();
  jest.runAllTimers();
  expect(onClick).not.toHaveBeenCalled();
});
