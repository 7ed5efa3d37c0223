import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { deferredSection, preloadDeferredSections } from './deferred-section';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

/** A stand-in IntersectionObserver whose entries the test triggers. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  intersect() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  FakeIntersectionObserver.instances = [];
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('rendered in the browser (no server markup) the section loads at once', async () => {
  const section = deferredSection('counter-client', () => Promise.resolve(Counter));
  render(<section.Component label="Klik" />);
  await screen.findByRole('button', { name: 'Klik 0' });
  expect(document.querySelector('[data-deferred-section="counter-client"]')?.hasAttribute('data-ready')).toBe(true);
});

test('a prerendered section keeps its server HTML until it nears the viewport, then hydrates', async () => {
  let loads = 0;
  const section = deferredSection('counter-prerendered', () => {
    loads += 1;
    return Promise.resolve(Counter);
  });
  // The server loads every section first.
  await preloadDeferredSections();
  const html = renderToString(<section.Component label="Klik" />);
  expect(html).toContain('Klik 0');

  // In the browser the section's chunk has not loaded yet: a section of its own stands for that.
  const browserSection = deferredSection('counter-prerendered', () => {
    loads += 1;
    return Promise.resolve(Counter);
  });
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const loadsBefore = loads;
  await act(async () => {
    hydrateRoot(container, <browserSection.Component label="Klik" />);
  });

  const wrapper = container.querySelector('[data-deferred-section="counter-prerendered"]')!;
  const button = screen.getByRole('button', { name: 'Klik 0' });
  expect(loads).toBe(loadsBefore);
  expect(wrapper.hasAttribute('data-ready')).toBe(false);
  await act(async () => {
    button.click();
  });
  // Not hydrated yet: the click changes nothing for now.
  expect(screen.getByRole('button', { name: 'Klik 0' })).toBe(button);

  expect(FakeIntersectionObserver.instances).toHaveLength(1);
  await act(async () => {
    FakeIntersectionObserver.instances[0]!.intersect();
  });
  expect(loads).toBe(loadsBefore + 1);
  expect(wrapper.hasAttribute('data-ready')).toBe(true);
  // Hydrated in place, the early click is pressed once, and the same button now responds.
  expect(button.textContent).toBe('Klik 1');
  await act(async () => {
    button.click();
  });
  expect(button.textContent).toBe('Klik 2');
  container.remove();
});
