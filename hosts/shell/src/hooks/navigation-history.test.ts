import { addNavigationBlocker, createNavigationHistory, type BlockedNavigation } from './navigation-history';

afterEach(() => window.history.replaceState(null, '', '/'));

test('without blockers push and replace navigate as usual', () => {
  const history = createNavigationHistory();
  history.push('/cenik');
  expect(window.location.pathname).toBe('/cenik');
  history.replace('/kontakt');
  expect(history.location.pathname).toBe('/kontakt');
});

test('a blocker holds a navigation until it proceeds, and stops holding once removed', () => {
  const history = createNavigationHistory();
  let held: BlockedNavigation | null = null;
  const remove = addNavigationBlocker((navigation) => {
    held = navigation;
    return true;
  });

  history.push('/admin/blog');
  expect(window.location.pathname).toBe('/');
  expect(held).toMatchObject({ currentPath: '/', nextPath: '/admin/blog' });

  (held as unknown as BlockedNavigation).proceed();
  expect(window.location.pathname).toBe('/admin/blog');

  remove();
  history.push('/admin');
  expect(window.location.pathname).toBe('/admin');
});

test('a blocker that lets a navigation through does not hold it', () => {
  const history = createNavigationHistory();
  const remove = addNavigationBlocker((navigation) => navigation.nextPath.startsWith('/admin'));
  history.push('/blog');
  expect(window.location.pathname).toBe('/blog');
  history.push('/admin/pricing');
  expect(window.location.pathname).toBe('/blog');
  remove();
});
