import { renderToString } from 'react-dom/server';
import { render, screen } from '@app/ui/testing';
import { getMessages } from '@app/i18n';
import { LocaleProvider, useLocale, useMessages } from './locale-context';

/** Takes nothing from its parent: what it shows comes from the nearest provider. */
function Probe({ testId }: { testId: string }) {
  const locale = useLocale();
  const { nav } = useMessages();
  return <output data-testid={testId}>{`${locale}: ${nav.services}`}</output>;
}

test('a component under the English tree gets English messages without a prop; the nearest provider wins', () => {
  render(
    <LocaleProvider locale="cs">
      <Probe testId="czech" />
      <LocaleProvider locale="en">
        <section>
          <Probe testId="english" />
        </section>
      </LocaleProvider>
    </LocaleProvider>,
  );
  expect(screen.getByTestId('english')).toHaveTextContent(`en: ${getMessages('en').nav.services}`);
  expect(screen.getByTestId('czech')).toHaveTextContent(`cs: ${getMessages('cs').nav.services}`);
  expect(getMessages('en').nav.services).not.toBe(getMessages('cs').nav.services);
});

test('the provider works in a server render, as prerendering uses it', () => {
  const html = renderToString(
    <LocaleProvider locale="de">
      <Probe testId="german" />
    </LocaleProvider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  expect(container.textContent).toBe(`de: ${getMessages('de').nav.services}`);
});

test('outside a provider the hooks say what is missing instead of guessing a language', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Probe testId="none" />)).toThrow('No LocaleProvider');
  jest.restoreAllMocks();
});
