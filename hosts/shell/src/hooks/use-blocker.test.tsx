import { act, fireEvent, render, screen } from '@app/ui/testing';
import { Link, Route, Routes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createNavigationHistory } from './navigation-history';
import { useBlocker } from './use-blocker';

function EditorWithGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
  return (
    <>
      <h1>Editor</h1>
      <Link to="/admin/blog">Back to the list</Link>
      <output data-testid="state">{blocker.state}</output>
      {blocker.state === 'blocked' && (
        <>
          <button onClick={blocker.reset}>Stay</button>
          <button onClick={blocker.proceed}>Leave</button>
        </>
      )}
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

test("the admin's useBlocker holds link navigation on the host's history until proceed", async () => {
  window.history.replaceState(null, '', '/admin/blog/new');
  render(
    <HistoryRouter history={createNavigationHistory()}>
      <Routes>
        <Route path="/admin/blog/new" element={<EditorWithGuard />} />
        <Route path="/admin/blog" element={<h1>List</h1>} />
      </Routes>
    </HistoryRouter>,
  );

  fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
  expect(screen.getByTestId('state').textContent).toBe('blocked');
  expect(window.location.pathname).toBe('/admin/blog/new');

  fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
  expect(screen.getByTestId('state').textContent).toBe('unblocked');
  expect(screen.getByRole('heading', { name: 'Editor' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('link', { name: 'Back to the list' }));
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Leave' })));
  expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/admin/blog');
});
