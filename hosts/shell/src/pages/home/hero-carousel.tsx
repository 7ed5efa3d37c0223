import { CarouselControls } from '../../components/carousel/carousel-controls';
import { useCarousel } from '../../components/carousel/use-carousel';
import { useMessages } from '../../components/locale/locale-context';
import { usePreloadImage } from '../../components/render-context/render-context';

/** Four slides, a new one every 4 seconds (wrapping round), sliding for 500 ms. */
export const HERO_INTERVAL_MS = 4000;

export const HERO_SCREENSHOTS = ['/images/hero/dashboard.webp', '/images/hero/invoicing.webp', '/images/hero/hr.webp', '/images/hero/crm.webp'];

const SCREENSHOT_WIDTH = 1200;
const SCREENSHOT_HEIGHT = 750;

export function HeroCarousel() {
  const { hero } = useMessages().home;
  const slides = hero.slides.slice(0, HERO_SCREENSHOTS.length);
  const carousel = useCarousel({ count: slides.length, intervalMs: HERO_INTERVAL_MS });
  // The first screenshot is the page's largest paint: fetched with the HTML, not after the CSS.
  usePreloadImage(HERO_SCREENSHOTS[0] ?? '');
  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label={hero.carouselLabel}
      {...carousel.holdHandlers}
    >
      <div className="hero-carousel__window">
        <div className="hero-carousel__chrome" aria-hidden="true">
          <span />
          <span />
          <span />
          <p className="hero-carousel__caption">{slides[carousel.index]?.title}</p>
        </div>
        <div className="carousel-viewport" aria-live={carousel.playing ? 'off' : 'polite'}>
          <div className="carousel-track" style={{ transform: `translateX(-${carousel.index * 100}%)` }}>
            {slides.map((slide, slideIndex) => {
              const current = slideIndex === carousel.index;
              return (
                <div
                  key={slide.title}
                  className="carousel-slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${slideIndex + 1} / ${slides.length}: ${slide.title}`}
                  aria-hidden={!current}
                  inert={!current}
                  data-active={current || undefined}
                >
                  <img
                    src={HERO_SCREENSHOTS[slideIndex]}
                    alt={slide.alt}
                    width={SCREENSHOT_WIDTH}
                    height={SCREENSHOT_HEIGHT}
                    loading={slideIndex === 0 ? 'eager' : 'lazy'}
                    fetchPriority={slideIndex === 0 ? 'high' : undefined}
                    decoding="async"
                    className="hero-carousel__image"
                  />
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <CarouselControls carousel={carousel} slideLabels={slides.map((slide) => slide.title)} withPause />
    </section>
  );
}
