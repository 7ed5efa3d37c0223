import { Link } from 'react-router-dom';
import { IncompatibleRemoteError } from '@app/remote-contract';

/** Why /admin could not open: a remote that failed to load or crashed, or one refused as incompatible. */
export function AdminLoadError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const incompatible = error instanceof IncompatibleRemoteError ? error : null;
  return (
    <div className="admin-load-error">
      <div className="admin-load-error__card stack" role="alert">
        {incompatible ? (
          <>
            <h1 className="title admin-load-error__title">Tuto verzi administrace nelze spustit.</h1>
            <p className="text text--dimmed">
              Nasazená administrace vyžaduje jiné verze sdílených částí, než jaké tento web poskytuje, proto nebyla
              spuštěna. Nic se nenačetlo ani nezměnilo. Po nasazení odpovídajících verzí to zkuste znovu. Veřejný web
              funguje dál.
            </p>
            <ul className="text text--sm text--dimmed admin-load-error__details" aria-label="Neslučitelné požadavky">
              {incompatible.problems.map((problem) => (
                <li key={problem.name}>
                  {problem.name}: vyžaduje {problem.required}, web poskytuje {problem.provided ?? 'nic'}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <h1 className="title admin-load-error__title">Administraci se nepodařilo načíst.</h1>
            <p className="text text--dimmed">Zkontrolujte připojení a zkuste to znovu. Veřejný web funguje dál.</p>
          </>
        )}
        <div className="group">
          <button type="button" className="button button--filled button--sm" onClick={onRetry}>
            Zkusit znovu
          </button>
          <Link to="/" className="link text--sm">
            Zpět na web
          </Link>
        </div>
      </div>
    </div>
  );
}
