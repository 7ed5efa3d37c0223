import { lazy, type ComponentType } from 'react';

/**
 * A page that downloads its code when its route is first opened (each admin route is its own chunk, so the
 * dashboard does not carry the rich-text editor). The layout's Suspense shows the loading state meanwhile.
 */
export function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
