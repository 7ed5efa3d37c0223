import { CarouselControls } from '../../components/carousel/carousel-controls';
import { useCarousel } from '../../components/carousel/use-carousel';
import { useMessages } from '../../components/locale/locale-context';
import { LibraryPicture } from '../../components/responsive-image/library-picture';

const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 600;
/** The gallery is the wider of the module section's two columns from 62em (modules-page.css), the screen below. */
const GALLERY_IMAGE_SIZES = '(min-width: 62em) 600px, 100vw';

/** One module's screenshots with its own index; wrapping round; controls only when there is more than one. */
export function ModuleImageCarousel({ images, moduleName }: { images: string[]; moduleName: string }) {
  const texts = useMessages().modulesPage;
  const carousel = useCarousel({ count: images.length });
  if (images.length === 0) {
    return (
      <div className="module-gallery module-gallery--empty" data-testid="module-gallery-placeholder">
        <strong>{moduleName}</strong>
        <span>{texts.noImages}</span>
      </div>
    );
  }
  return (
    <section className="module-gallery" aria-roledescription="carousel" aria-label={texts.carouselLabel(moduleName)}>
      <div className="carousel-viewport module-gallery__viewport" aria-live="polite">
        <div className="carousel-track" style={{ transform: `translateX(-${carousel.index * 100}%)` }}>
          {images.map((url, index) => {
            const current = index === carousel.index;
            return (
              <div
                key={`${url}-${index}`}
                className="carousel-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${images.length}`}
                aria-hidden={!current}
                inert={!current}
              >
                <LibraryPicture
                  src={url}
                  alt={images.length > 1 ? `${texts.imageAlt(moduleName)} (${index + 1}/${images.length})` : texts.imageAlt(moduleName)}
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                  sizes={GALLERY_IMAGE_SIZES}
                  className="module-gallery__image"
                />
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls carousel={carousel} />
    </section>
  );
}
