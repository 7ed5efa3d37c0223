import { act, fireEvent, render, screen } from '@app/ui/testing';
import { getMessages } from '@app/i18n';
import { LocaleProvider } from '../../components/locale/locale-context';
import { HERO_INTERVAL_MS, HeroCarousel } from './hero-carousel';

const { hero } = getMessages('en').home;
/** The carousel under the English tree: it takes its texts from there, not from a prop. */
const renderCarousel = () =>
  render(
    <LocaleProvider locale="en">
      <HeroCarousel />
    </LocaleProvider>,
  );
const currentSlide = () => screen.getAllByRole('button', { name: /^Go to slide/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('shows four screenshots, the first loaded eagerly and every one with its size', () => {
  renderCarousel();
  const images = screen.getAllByRole('img', { hidden: true });
  expect(images).toHaveLength(4);
  expect(images[0]).toHaveAttribute('loading', 'eager');
  expect(images.slice(1).every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  expect(images.every((image) => image.getAttribute('width') && image.getAttribute('height'))).toBe(true);
  expect(screen.getByRole('img', { name: hero.slides[0]?.alt })).toBeInTheDocument();
});

test('advances every 4 seconds and wraps after the fourth slide', () => {
  renderCarousel();
  expect(currentSlide()).toBe(0);
  for (const expected of [1, 2, 3, 0]) {
    act(() => {
      jest.advanceTimersByTime(HERO_INTERVAL_MS);
    });
    expect(currentSlide()).toBe(expected);
  }
  expect(screen.getByRole('img', { name: hero.slides[0]?.alt })).toBeInTheDocument();
});

test('dots, previous and next pick a slide; the pause button stops the rotation', () => {
  renderCarousel();
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(currentSlide()).toBe(3);
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Go to slide 2`) }));
  expect(currentSlide()).toBe(1);
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(currentSlide()).toBe(2);
  fireEvent.click(screen.getByRole('button', { name: getMessages('en').common.carousel.pause }));
  act(() => {
    jest.advanceTimersByTime(HERO_INTERVAL_MS * 3);
  });
  expect(currentSlide()).toBe(2);
  expect(screen.getByRole('button', { name: getMessages('en').common.carousel.play })).toBeInTheDocument();
});
