import { useSyncExternalStore } from 'react';
import { switchLocalePath, type Locale } from '@app/i18n';
import { useInitialData } from '../components/render-context/render-context';

type Alternates = Record<Locale, string>;

/**
 * The key under which a prerendered page carries its versions in the other languages when the route
 * table cannot name them (a post's slug differs per language); the prerenderer writes it.
 */
export function alternatesDataKey(path: string): string {
  return `alternates:${path.replace(/(.)\/+$/, '$1')}`;
}

// The page on screen and its versions, once it knows them (set by useDocumentMeta; read by the language menu).
let shown: { path: string; alternates?: Alternates } = { path: '' };
const listeners = new Set<() => void>();

export function setPageAlternates(path: string, alternates: Alternates | undefined): void {
  shown = { path, alternates };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Where switching the page at `pathname` to another language leads: the versions the page declared, or
 * before that the ones the prerendered page carries (so server markup and hydration agree), else the
 * route table (switchLocalePath).
 */
export function useLanguageSwitch(pathname: string): (target: Locale) => string {
  const current = useSyncExternalStore(subscribe, () => shown, () => shown);
  const carried = useInitialData<Alternates>(alternatesDataKey(pathname));
  const alternates = (current.path === pathname && current.alternates) || carried;
  return (target) => alternates?.[target] ?? switchLocalePath(pathname, target);
}
