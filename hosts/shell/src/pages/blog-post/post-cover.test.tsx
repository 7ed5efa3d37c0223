import { render } from '@app/ui/testing';
import { PostCover } from './post-cover';

test('a prerendered cover is the server\'s picture, kept as it is', () => {
  const markup = '<picture><source type="image/avif" srcset="a.w640.avif 640w"><img class="post-cover" src="a.w640.jpg" alt="Kancelář" fetchpriority="high"></picture>';
  const { container } = render(<PostCover cover={{ src: 'a.jpg', alt: 'Kancelář', width: 4000, height: 3000, variants: [], markup }} />);
  expect(container.querySelector('.post-cover-frame')?.innerHTML).toBe(markup);
});

test('a cover without variants is the original with its recorded size, fetched first', () => {
  const { container } = render(<PostCover cover={{ src: 'https://x.example/a.jpg', alt: 'Kancelář', width: 4000, height: 3000, variants: [] }} />);
  const img = container.querySelector('img')!;
  expect(container.querySelector('picture')).toBeNull();
  expect(img).toHaveAttribute('src', 'https://x.example/a.jpg');
  expect(img).toHaveAttribute('width', '4000');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).toHaveClass('post-cover');
});
