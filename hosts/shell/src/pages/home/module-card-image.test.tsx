import { fireEvent, render, screen } from '@app/ui/testing';
import { ModuleCardImage } from './module-card-image';

test('an image that fails to load is replaced by a placeholder with the module name', () => {
  const { container } = render(<ModuleCardImage src="/images/missing.webp" moduleName="CRM a obchod" placeholderText="Ukázka rozhraní" />);
  const image = container.querySelector('img');
  expect(image).toHaveAttribute('width', '960');
  expect(image).toHaveAttribute('height', '600');
  fireEvent.error(image as HTMLImageElement);
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByText('CRM a obchod')).toBeInTheDocument();
  expect(screen.getByText('Ukázka rozhraní')).toBeInTheDocument();
});
