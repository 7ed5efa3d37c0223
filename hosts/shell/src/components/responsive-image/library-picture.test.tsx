import { fetchPublicMediaImagesAt, type MediaVariant } from '@app/content';
import { render, waitFor } from '@app/ui/testing';
import { RenderContext } from '../render-context/render-context';
import { LibraryPicture, libraryImageDataKey } from './library-picture';

jest.mock('@app/content', () => ({ ...jest.requireActual<object>('@app/content'), fetchPublicMediaImagesAt: jest.fn() }));
const readImages = jest.mocked(fetchPublicMediaImagesAt);

const MEDIA = 'https://abc.supabase.co/storage/v1/object/public/media';
const variantsOf = (stem: string): MediaVariant[] =>
  [320, 640].flatMap((width) => (['avif', 'webp', 'jpeg'] as const).map((format) => ({ path: `${stem}.w${width}.${format === 'jpeg' ? 'jpg' : format}`, format, width, height: width / 2, bytes: 1 })));

afterEach(() => readImages.mockReset());

test('a library image the page\'s data carries is the picture at once, with nothing read', () => {
  const initialData = { [libraryImageDataKey('2026/11/a.png')]: { width: 1280, height: 640, variants: variantsOf('2026/11/a') } };
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
