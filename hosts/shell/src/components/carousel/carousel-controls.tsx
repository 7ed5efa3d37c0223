import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons';
import { useMessages } from '../locale/locale-context';
import type { Carousel } from './use-carousel';

/** Previous/next buttons, one dot per slide and, for autoplaying carousels, the pause button. */
export function CarouselControls({
  carousel,
  slideLabels,
  withPause = false,
  tone = 'light',
}: {
  carousel: Carousel;
  /** Names the dots say after "go to slide N". */
  slideLabels?: string[];
  withPause?: boolean;
  tone?: 'light' | 'dark';
}) {
  const { carousel: texts } = useMessages().common;
  if (carousel.count < 2) return null;
  return (
    <div className={`carousel-controls carousel-controls--${tone}`}>
      {withPause && (
        <button
          type="button"
          className="carousel-button"
          onClick={carousel.togglePaused}
          aria-label={carousel.pausedByUser ? texts.play : texts.pause}
        >
          {carousel.pausedByUser ? <PlayIcon size={16} /> : <PauseIcon size={16} />}
        </button>
      )}
      <button type="button" className="carousel-button" onClick={carousel.previous} aria-label={texts.previous}>
        <ChevronLeftIcon size={18} />
      </button>
      <div className="carousel-dots">
        {Array.from({ length: carousel.count }, (_, slide) => (
          <button
            key={slide}
            type="button"
            className="carousel-dot"
            data-active={slide === carousel.index || undefined}
            aria-current={slide === carousel.index ? 'true' : undefined}
            aria-label={slideLabels?.[slide] ? `${texts.goToSlide(slide + 1)}: ${slideLabels[slide]}` : texts.goToSlide(slide + 1)}
            onClick={() => carousel.goTo(slide)}
          />
        ))}
      </div>
      <button type="button" className="carousel-button" onClick={carousel.next} aria-label={texts.next}>
        <ChevronRightIcon size={18} />
      </button>
    </div>
  );
}
