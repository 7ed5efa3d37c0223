import { Link } from 'react-router-dom';

export function AdminLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="admin-load-error">
      <div className="admin-load-error__card stack" role="alert">
        <h1 className="title admin-load-error__title">Administraci se nepodařilo načíst.</h1>
        <p className="text text--dimmed">Zkontrolujte připojení a zkuste to znovu. Veřejný web funguje dál.</p>
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
