import { useEffect, useState } from 'react';
import { useFormikContext } from 'formik';
import { Button, Menu } from '@mantine/core';
import { BLOG_PREVIEW_PATH, BLOG_PREVIEW_STORAGE_KEY } from '@app/remote-contract';
import { useSession } from '@app/session';
import { toBlogDraft, type BlogFormValues } from './blog-schema';

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

/** The form as the row the public post page reads (the preview page renders it with the same components). */
export function previewRow(values: BlogFormValues, authorName: string | null, now = new Date().toISOString()): Record<string, unknown> {
  return { id: 'nahled', ...toBlogDraft(values), author_id: null, author_name: authorName, created_at: now, updated_at: now };
}

/**
 * "Náhled": the post as typed, saved or not, in a window of desktop or phone width, rendered by the host's
 * public post components in the chosen language. While a preview is open, each change reaches it.
 */
export function BlogPreviewMenu() {
  const { values } = useFormikContext<BlogFormValues>();
  const authorName = useSession((session) => {
    const name = session.user?.user_metadata?.full_name;
    return typeof name === 'string' && name.trim() ? name.trim() : (session.user?.email ?? null);
  });
  const [previewing, setPreviewing] = useState(false);

  useEffect(() => {
    if (!previewing) return undefined;
    const timer = setTimeout(() => localStorage.setItem(BLOG_PREVIEW_STORAGE_KEY, JSON.stringify(previewRow(values, authorName))), 250);
    return () => clearTimeout(timer);
  }, [previewing, values, authorName]);

  const open = (language: string, device: Device) => {
    localStorage.setItem(BLOG_PREVIEW_STORAGE_KEY, JSON.stringify(previewRow(values, authorName)));
    setPreviewing(true);
    window.open(`${BLOG_PREVIEW_PATH}?lang=${language}`, `nahled-${device}`, WINDOWS[device].features);
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
