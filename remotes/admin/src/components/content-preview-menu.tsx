import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { Button, Menu } from '@mantine/core';
import { contentPreviewPath, contentPreviewStorageKey, type ContentPreviewKind } from '@app/remote-contract';

type Device = 'desktop' | 'phone';

const LANGUAGES = [
  { code: 'cs', label: 'Česky' },
  { code: 'en', label: 'Anglicky' },
  { code: 'de', label: 'Německy' },
] as const;

const WINDOWS: Record<Device, { label: string; features: string }> = {
  desktop: { label: 'počítač', features: 'popup,width=1280,height=900' },
  phone: { label: 'telefon', features: 'popup,width=390,height=844' },
};

/**
 * "Náhled": what is typed, saved or not, in a window of desktop or phone width, rendered by the host's
 * public components in the chosen language (@app/remote-contract contentPreviewPath). While a preview is
 * open, each change reaches it. `toRow` turns the form into the row the public site reads.
 */
export function ContentPreviewMenu<Values>({ kind, toRow }: { kind: ContentPreviewKind; toRow: (values: Values) => Record<string, unknown> }) {
  const { values } = useFormikContext<Values>();
  const [previewing, setPreviewing] = useState(false);
  const key = contentPreviewStorageKey(kind);

  // `toRow` is a new function each render; the values are what changes.
  useEffect(() => {
    if (!previewing) return undefined;
    const timer = setTimeout(() => localStorage.setItem(key, JSON.stringify(toRow(values))), 250);
    return () => clearTimeout(timer);
  }, [previewing, values, key]);

  const open = (language: string, device: Device) => {
    localStorage.setItem(key, JSON.stringify(toRow(values)));
    setPreviewing(true);
    window.open(`${contentPreviewPath(kind)}?lang=${language}`, `nahled-${device}`, WINDOWS[device].features);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default">Náhled</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(['desktop', 'phone'] as const).flatMap((device) => [
          <Menu.Label key={`${device}-label`}>Náhled – {WINDOWS[device].label}</Menu.Label>,
          ...LANGUAGES.map((language) => (
            <Menu.Item key={`${device}-${language.code}`} onClick={() => open(language.code, device)}>
              {language.label} ({WINDOWS[device].label})
            </Menu.Item>
          )),
        ])}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The fields every public row carries besides the form's: an id and today's dates. */
export function previewRecord(fields: object, now = new Date().toISOString()): Record<string, unknown> {
  return { id: 'nahled', created_at: now, updated_at: now, ...fields };
}
