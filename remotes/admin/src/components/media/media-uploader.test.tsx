import { render, screen } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { MediaUploader } from './media-uploader';

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});

test('a dropped image asks for its Czech alt text before anything is uploaded', async () => {
  const uploaded = jest.fn();
  render(<MediaUploader onUploaded={uploaded} />);
  const file = new File([new Uint8Array([137, 80, 78, 71])], 'tým.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('Nahrát obrázky do knihovny'), file);
  const form = await screen.findByRole('region', { name: 'Nahrání: tým.png' });
  expect(form).toHaveTextContent('tým.png · 0 KB');
  await userEvent.click(screen.getByRole('button', { name: 'Nahrát' }));
  expect(await screen.findByText('Vyplňte alternativní text (CZ): co je na obrázku.')).toBeInTheDocument();
  expect(uploaded).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
  expect(screen.queryByRole('region', { name: 'Nahrání: tým.png' })).not.toBeInTheDocument();
});
