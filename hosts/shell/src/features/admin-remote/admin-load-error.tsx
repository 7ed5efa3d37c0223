import { Link } from 'react-router-dom';
import type { ContractProblem } from '@app/remote-contract';

/**
 * The requirements of a remote refused as incompatible (an IncompatibleRemoteError, recognised by name so
 * that the public site's main chunk does not carry the contract module, which only /admin loads).
 */
function refusedRequirements(error: unknown): ContractProblem[] | null {
  if (!(error instanceof Error) || error.name !== 'IncompatibleRemoteError') return null;
  const { problems } = error as Error & { problems?: unknown };
  return Array.isArray(problems) ? (problems as ContractProblem[]) : null;
}

/** Why /admin could not open: a remote that failed to load or crashed, or one refused as incompatible. */
export function AdminLoadError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const problems = refusedRequirements(error);
  return (
    <div className="admin-load-error">
      <div className="admin-load-error__card stack" role="alert">
        {problems ? (
          <>
            <h1 className="title admin-load-error__title">Tuto verzi administrace nelze spustit.</h1>
            <p className="text text--dimmed">
              Nasazená administrace vyžaduje jiné verze sdílených částí, než jaké tento web poskytuje, proto nebyla
              spuštěna. Nic se nenačetlo ani nezměnilo. Po nasazení odpovídajících verzí to zkuste znovu. Veřejný web
              funguje dál.
            </p>
            <ul className="text text--sm text--dimmed admin-load-error__details" aria-label="Neslučitelné požadavky">
              {problems.map((problem) => (
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
