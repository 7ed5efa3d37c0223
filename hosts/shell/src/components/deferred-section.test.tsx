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

function SignUp({ onSent }: { onSent: (email: string) => void }) {
  const [email, setEmail] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const field = event.currentTarget.elements.namedItem('email');
        onSent(field instanceof HTMLInputElement ? field.value : email);
      }}
    >
      <input name="email" aria-label="E-mail" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
      <button type="submit">Odebírat</button>
    </form>
  );
}

test('a section deferred until interaction stays server HTML in view; the first touch hydrates it and a form sent meanwhile goes once', async () => {
  let loads = 0;
  const sent: string[] = [];
  const onSent = (email: string) => sent.push(email);
  const section = deferredSection('sign-up', () => Promise.resolve(SignUp), 'interaction');
  await preloadDeferredSections();
  const html = renderToString(<section.Component onSent={onSent} />);

  const browserSection = deferredSection(
    'sign-up',
    () => {
      loads += 1;
      return Promise.resolve(SignUp);
    },
    'interaction',
  );
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  await act(async () => {
    hydrateRoot(container, <browserSection.Component onSent={onSent} />);
  });
  const wrapper = container.querySelector('[data-deferred-section="sign-up"]')!;
  // In view (no viewport wait at all), nothing loads until the visitor touches it.
  expect(FakeIntersectionObserver.instances).toHaveLength(0);
  expect(loads).toBe(0);

  const field = screen.getByRole('textbox', { name: 'E-mail' });
  if (!(field instanceof HTMLInputElement)) throw new Error('no e-mail field');
  // A submit nobody prevented by the time it reaches the document would leave the page.
  let leftPage = false;
  const watchSubmit = (event: Event) => {
    if (!event.defaultPrevented) leftPage = true;
  };
  document.addEventListener('submit', watchSubmit);
  await act(async () => {
    field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    field.value = 'ctenar@example.com';
    // Enter in a field: the browser clicks the submit button, then sends the form.
    screen.getByRole('button', { name: 'Odebírat' }).click();
  });
  expect(loads).toBe(1);
  expect(wrapper.hasAttribute('data-ready')).toBe(true);
  expect(leftPage).toBe(false);
  expect(sent).toEqual(['ctenar@example.com']);
  document.removeEventListener('submit', watchSubmit);
  container.remove();
});

test('a section waiting to hydrate keeps its server HTML when the page around it renders again', async () => {
  const section = deferredSection('kept', () => Promise.resolve(Counter), 'interaction');
  await preloadDeferredSections();
  function Page({ posts }: { posts: number }) {
    return (
      <>
        <p>{`${posts} články`}</p>
        <section.Component label="Klik" />
      </>
    );
  }
  const html = renderToString(<Page posts={3} />);
  const browserSection = deferredSection('kept', () => Promise.resolve(Counter), 'interaction');
  function BrowserPage({ posts }: { posts: number }) {
    return (
      <>
        <p>{`${posts} články`}</p>
        <browserSection.Component label="Klik" />
      </>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <BrowserPage posts={3} />);
  });
  // Fresh data arrives: the page renders again while the section still waits for the visitor.
  await act(async () => {
    root?.render(<BrowserPage posts={5} />);
  });
  expect(screen.getByText('5 články')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Klik 0' })).toBeInTheDocument();
  container.remove();
});
