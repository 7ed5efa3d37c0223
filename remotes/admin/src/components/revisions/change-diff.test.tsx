import { screen, within } from '@testing-library/react';
import { render } from '@app/ui/testing';
import { ChangeDiff } from './change-diff';

test('changed images show as thumbnails with their active state and what happened, never as JSON', () => {
  const { container } = render(
    <ChangeDiff
      change={{
        kind: 'images',
        column: 'images',
        label: 'Obrázky',
        images: [
          { url: '/images/modules/hr-1.webp', active: false, change: 'deactivated' },
          { url: '/images/modules/hr-2.webp', active: true, change: 'same' },
          { url: '/storage/v1/object/public/module-images/novy%20obrazek.png', active: true, change: 'added' },
          { url: '/images/modules/hr-old.webp', active: true, change: 'removed' },
        ],
        reordered: true,
      }}
    />,
  );
  const list = screen.getByRole('list', { name: 'Obrázky' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('img').getAttribute('src'))).toEqual([
    '/images/modules/hr-1.webp',
    '/images/modules/hr-2.webp',
    '/storage/v1/object/public/module-images/novy%20obrazek.png',
    '/images/modules/hr-old.webp',
  ]);
  expect(within(items[2]!).getByRole('img').getAttribute('alt')).toBe('novy obrazek.png');
  expect(items.map((item) => item.textContent)).toEqual([
    'hr-1.webpNeaktivníNově neaktivní',
    'hr-2.webpAktivní',
    'novy obrazek.pngAktivníPřidán',
    'hr-old.webpAktivníOdebrán',
  ]);
  screen.getByText('Změněno pořadí obrázků');
  expect(container.querySelector('.revision-change')?.textContent).not.toMatch(/[{}"]|url|active/);
});

test('a changed text shows the words lost and gained', () => {
  const { container } = render(
    <ChangeDiff
      change={{
        kind: 'text',
        column: 'title_cs',
        label: 'Název (CZ)',
        parts: [
          { kind: 'same', text: 'Jak šetřit ' },
          { kind: 'removed', text: 'čas' },
          { kind: 'added', text: 'peníze' },
        ],
      }}
    />,
  );
  expect(container.querySelector('del')?.textContent).toBe('čas');
  expect(container.querySelector('ins')?.textContent).toBe('peníze');
});
