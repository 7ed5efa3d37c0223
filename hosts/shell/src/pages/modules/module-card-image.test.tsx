import { act, fireEvent, render, screen } from '@app/ui/testing';
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

describe('an image that failed before hydration (complete, no size)', () => {
  const probes: HTMLImageElement[] = [];
  const RealImage = window.Image;

  beforeEach(() => {
    probes.length = 0;
    jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    window.Image = function ProbeImage() {
      const probe = new RealImage();
      probes.push(probe);
      return probe;
    } as unknown as typeof Image;
  });

  afterEach(() => {
    window.Image = RealImage;
    jest.restoreAllMocks();
  });

  test('becomes a placeholder once a probe of the same address fails', () => {
    const { container } = render(<ModuleCardImage src="/images/missing.webp" moduleName="CRM a obchod" placeholderText="Ukázka rozhraní" />);
    expect(probes.map((probe) => probe.getAttribute('src'))).toEqual(['/images/missing.webp']);
    expect(container.querySelector('img')).not.toBeNull();
    act(() => {
      probes[0]?.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('CRM a obchod')).toBeInTheDocument();
  });

  test('stays an image when the probe loads (a lazy image that had not started loading)', () => {
    const { container } = render(<ModuleCardImage src="/images/modules/crm-1.webp" moduleName="CRM a obchod" placeholderText="Ukázka rozhraní" />);
    act(() => {
      probes[0]?.dispatchEvent(new Event('load'));
    });
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/modules/crm-1.webp');
    expect(screen.queryByText('Ukázka rozhraní')).toBeNull();
  });
});
