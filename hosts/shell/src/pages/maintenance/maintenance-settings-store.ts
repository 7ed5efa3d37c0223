import { useEffect, useState } from 'react';
import { DEFAULT_MAINTENANCE_MESSAGE, fetchMaintenanceSettings, type MaintenanceSettings } from '@app/content';
import { publicFunctions } from '@app/supabase';

let loaded: MaintenanceSettings | null = null;
let loading: Promise<MaintenanceSettings> | null = null;

/**
 * The public maintenance settings, read once per page load. A failed read is logged and the site stays
 * open: visitors get no message.
 */
export function loadMaintenanceSettings(): Promise<MaintenanceSettings> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= fetchMaintenanceSettings(publicFunctions)
    .catch((error: unknown) => {
      console.error('Maintenance settings could not be read; the site stays open:', error);
      return { enabled: false, message: DEFAULT_MAINTENANCE_MESSAGE };
    })
    .then((settings) => {
      loaded = settings;
      return settings;
    });
  return loading;
}

/** The settings once read (synchronously after the first read, so later pages do not flash a loading text). */
export function useMaintenanceSettings(): MaintenanceSettings | null {
  const [settings, setSettings] = useState<MaintenanceSettings | null>(loaded);
  useEffect(() => {
    if (settings) return;
    let current = true;
    void loadMaintenanceSettings().then((value) => {
      if (current) setSettings(value);
    });
    return () => {
      current = false;
    };
  }, [settings]);
  return settings;
}
