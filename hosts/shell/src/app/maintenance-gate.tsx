import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMessages } from '../components/locale/locale-context';
import { useRenderContext } from '../components/render-context/render-context';
import { hasMaintenanceAccess, maintenanceHref, mustShowMaintenance } from '../pages/maintenance/maintenance-access';
import { useMaintenanceSettings } from '../pages/maintenance/maintenance-settings-store';
import { viewerIsAdmin } from './viewer-is-admin';

type AdminCheck = { pathname: string; isAdmin: boolean } | null;

/**
 * Reads the maintenance settings first (a loading text meanwhile), then sends visitors who may not
 * see the site to /maintenance, replacing the history entry and remembering the page they asked for.
 * A prerendered page already shows its content: hiding it behind the loading text until scripts and the
 * settings arrive would only delay it, so there the check runs behind the visible page.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const messages = useMessages();
  const settings = useMaintenanceSettings();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // The same for the whole visit: whether the page the visitor arrived on was prerendered.
  const contentFirst = useRenderContext().prerendered;
  const [adminCheck, setAdminCheck] = useState<AdminCheck>(null);

  const wouldRedirect =
    settings !== null && mustShowMaintenance({ enabled: settings.enabled, isAdmin: false, pathname, accessGranted: hasMaintenanceAccess() });
  const adminKnown = adminCheck?.pathname === pathname;

  useEffect(() => {
    if (!wouldRedirect || adminKnown) return;
    let current = true;
    void viewerIsAdmin().then((isAdmin) => {
      if (current) setAdminCheck({ pathname, isAdmin });
    });
    return () => {
      current = false;
    };
  }, [wouldRedirect, adminKnown, pathname]);

  const redirect = wouldRedirect && adminKnown && !adminCheck.isAdmin;
  useEffect(() => {
    if (redirect) navigate(maintenanceHref(`${pathname}${search}${hash}`), { replace: true });
  }, [redirect, navigate, pathname, search, hash]);

  const checking = !contentFirst && (settings === null || (wouldRedirect && (!adminKnown || redirect)));
  return (
    <div className={checking ? 'maintenance-gate maintenance-gate--checking' : 'maintenance-gate'} aria-busy={checking || undefined}>
      {checking && (
        <p className="maintenance-gate__status" role="status">
          {messages.maintenance.loading}
        </p>
      )}
      {children}
    </div>
  );
}
