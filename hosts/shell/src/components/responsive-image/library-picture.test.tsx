import { fetchStoredImagesAt, type MediaVariant, type PublicMediaImage } from '@app/content';
import { render, waitFor } from '@app/ui/testing';
import { RenderContext } from '../render-context/render-context';
import { LibraryPicture } from './library-picture';
import { libraryImageDataKey } from './stored-image';

jest.mock('@app/content', () => ({ ...jest.requireActual<object>('@app/content'), fetchStoredImagesAt: jest.fn() }));
const readStoredImages = jest.mocked(fetchStoredImagesAt);
// The reads of each bucket's images, as the browser makes them (one per bucket asked for).
const readImages = jest.fn<Promise<Map<string, PublicMediaImage>>, [readonly string[]]>();
const readModuleImages = jest.fn<Promise<Map<string, PublicMediaImage>>, [readonly string[]]>();
beforeEach(() => {
  readStoredImages.mockImplementation((bucket, paths) => (bucket === 'media' ? readImages(paths) : bucket === 'module-images' ? readModuleImages(paths) : Promise.reject(new Error(bucket))));
});
const MODULE_IMAGES = 'https://abc.supabase.co/storage/v1/object/public/module-images';

const MEDIA = 'https://abc.supabase.co/storage/v1/object/public/media';
const variantsOf = (stem: string): MediaVariant[] =>
  [320, 640].flatMap((width) => (['avif', 'webp', 'jpeg'] as const).map((format) => ({ path: `${stem}.w${width}.${format === 'jpeg' ? 'jpg' : format}`, format, width, height: width / 2, bytes: 1 })));

afterEach(() => {
  readStoredImages.mockReset();
  readImages.mockReset();
  readModuleImages.mockReset();
});

test('a library image the page\'s data carries is the picture at once, with nothing read', () => {
  const initialData = { [libraryImageDataKey({ bucket: 'media', path: '2026/11/a.png' })]: { width: 1280, height: 640, variants: variantsOf('2026/11/a') } };
  const { container } = render(
    <RenderContext value={{ initialData, prerendered: true, siteUrl: '' }}>
      <LibraryPicture src={`${MEDIA}/2026/11/a.png`} alt="Modul" width={960} height={600} sizes="100vw" />
    </RenderContext>,
  );
  expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', `${MEDIA}/2026/11/a.w320.avif 320w, ${MEDIA}/2026/11/a.w640.avif 640w`);
  expect(container.querySelector('img')).toHaveAttribute('width', '1280');
  expect(readImages).not.toHaveBeenCalled();
});

test('drawn in the browser alone, library images become pictures once their variants are read, all in one read; other images stay', async () => {
  readImages.mockResolvedValue(new Map([['2026/11/b.png', { path: '2026/11/b.png', width: 800, height: 400, variants: variantsOf('2026/11/b') }]]));
  const { container } = render(
    <>
      <LibraryPicture src={`${MEDIA}/2026/11/b.png`} alt="B" width={960} height={600} sizes="100vw" />
      <LibraryPicture src={`${MEDIA}/2026/11/c.png`} alt="C" width={960} height={600} sizes="100vw" />
      <LibraryPicture src="/images/modules/crm-1.webp" alt="D" width={960} height={600} sizes="100vw" />
    </>,
  );
  expect(container.querySelector('img[alt="B"]')).toHaveAttribute('src', `${MEDIA}/2026/11/b.png`);
  await waitFor(() => expect(container.querySelector('picture img[alt="B"]')).toHaveAttribute('src', `${MEDIA}/2026/11/b.w640.jpg`));
  expect(readImages).toHaveBeenCalledTimes(1);
  expect(readImages).toHaveBeenCalledWith(['2026/11/b.png', '2026/11/c.png']);
  // Without variants (or not the library's): the original with the size given.
  expect(container.querySelector('img[alt="C"]')).toHaveAttribute('width', '960');
  expect(container.querySelector('img[alt="C"]')?.closest('picture')).toBeNull();
  expect(container.querySelector('img[alt="D"]')).toHaveAttribute('src', '/images/modules/crm-1.webp');
});

test('a module image uploaded into module-images is a picture too: from the page\'s data, or read from its own table', async () => {
  const initialData = { [libraryImageDataKey({ bucket: 'module-images', path: '1-a.png' })]: { width: 1280, height: 640, variants: variantsOf('1-a') } };
  const embedded = render(
    <RenderContext value={{ initialData, prerendered: true, siteUrl: '' }}>
      <LibraryPicture src={`${MODULE_IMAGES}/1-a.png`} alt="Modul" width={960} height={600} sizes="100vw" />
    </RenderContext>,
  );
  expect(embedded.container.querySelector('source[type="image/webp"]')).toHaveAttribute('srcset', `${MODULE_IMAGES}/1-a.w320.webp 320w, ${MODULE_IMAGES}/1-a.w640.webp 640w`);
  expect(readModuleImages).not.toHaveBeenCalled();

  readModuleImages.mockResolvedValue(new Map([['1-b.png', { path: '1-b.png', width: 800, height: 400, variants: variantsOf('1-b') }]]));
  readImages.mockResolvedValue(new Map());
  const { container } = render(
    <>
      <LibraryPicture src={`${MODULE_IMAGES}/1-b.png`} alt="B" width={960} height={600} sizes="100vw" />
      <LibraryPicture src={`${MEDIA}/2026/11/d.png`} alt="D" width={960} height={600} sizes="100vw" />
    </>,
  );
  await waitFor(() => expect(container.querySelector('picture img[alt="B"]')).toHaveAttribute('src', `${MODULE_IMAGES}/1-b.w640.jpg`));
  expect(container.querySelector('picture img[alt="B"]')).toHaveAttribute('loading', 'lazy');
  expect(readModuleImages).toHaveBeenCalledWith(['1-b.png']);
  expect(readImages).toHaveBeenCalledWith(['2026/11/d.png']);
});
