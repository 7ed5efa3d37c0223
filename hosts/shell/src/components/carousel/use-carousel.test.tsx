import { act, fireEvent, render, screen } from '@app/ui/testing';
import { useCarousel } from './use-carousel';

function Probe({ count, intervalMs }: { count: number; intervalMs?: number }) {
  const carousel = useCarousel({ count, intervalMs });
  return (
    <div data-testid="root" {...carousel.holdHandlers}>
      <output data-testid="index">{carousel.index}</output>
      <output data-testid="playing">{String(carousel.playing)}</output>
      <button onClick={carousel.next}>next</button>
      <button onClick={carousel.previous}>previous</button>
      <button onClick={() => carousel.goTo(2)}>third</button>
      <button onClick={carousel.togglePaused}>pause</button>
    </div>
  );
}

const index = () => screen.getByTestId('index').textContent;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function wait(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

test('advances every interval and wraps from the last slide to the first', () => {
  render(<Probe count={4} intervalMs={4000} />);
  expect(index()).toBe('0');
  wait(3999);
  expect(index()).toBe('0');
  wait(1);
  expect(index()).toBe('1');
  wait(4000);
  wait(4000);
  expect(index()).toBe('3');
  wait(4000);
  expect(index()).toBe('0');
});

test('previous, next and go-to wrap both ways and restart the interval', () => {
  render(<Probe count={4} intervalMs={4000} />);
  fireEvent.click(screen.getByText('previous'));
  expect(index()).toBe('3');
  fireEvent.click(screen.getByText('next'));
  expect(index()).toBe('0');
  wait(3000);
  fireEvent.click(screen.getByText('third'));
  expect(index()).toBe('2');
  wait(3000);
  expect(index()).toBe('2');
  wait(1000);
  expect(index()).toBe('3');
});

test('the pause button stops autoplay until pressed again', () => {
  render(<Probe count={4} intervalMs={4000} />);
  fireEvent.click(screen.getByText('pause'));
  expect(screen.getByTestId('playing').textContent).toBe('false');
  wait(20_000);
  expect(index()).toBe('0');
  fireEvent.click(screen.getByText('pause'));
  wait(4000);
  expect(index()).toBe('1');
});

test('hovering or focusing the carousel holds autoplay', () => {
  render(<Probe count={4} intervalMs={4000} />);
  const root = screen.getByTestId('root');
  fireEvent.mouseEnter(root);
  wait(10_000);
  expect(index()).toBe('0');
  fireEvent.mouseLeave(root);
  fireEvent.focus(screen.getByText('next'));
  wait(10_000);
  expect(index()).toBe('0');
  fireEvent.blur(screen.getByText('next'), { relatedTarget: null });
  wait(4000);
  expect(index()).toBe('1');
});

test('a carousel without an interval or with one slide never moves by itself', () => {
  const { unmount } = render(<Probe count={3} />);
  wait(20_000);
  expect(index()).toBe('0');
  unmount();
  render(<Probe count={1} intervalMs={4000} />);
  wait(20_000);
  expect(index()).toBe('0');
  fireEvent.click(screen.getByText('next'));
  expect(index()).toBe('0');
});
