import sharp from 'sharp';
import { phonePhoto } from './scale-bench';

test('the benchmark photos are phone-sized JPEGs of a phone photo\'s weight', async () => {
  const photo = await phonePhoto(1);
  const metadata = await sharp(photo).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'jpeg', width: 4000, height: 3000 });
  expect(photo.length).toBeGreaterThan(800_000);
  expect(photo.length).toBeLessThan(5 * 1024 * 1024);
});
