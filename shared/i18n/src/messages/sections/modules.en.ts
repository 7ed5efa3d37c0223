import type { Messages } from '../index';

export const modulesPageEn: Messages['modulesPage'] = {
  title: 'Modules',
  subtitle: 'Ready-made modules that share unified data. Choose what your company needs.',
  loading: 'Loading modules...',
  empty: 'No modules are available at the moment.',
  anchorsLabel: 'Go to module',
  featuresTitle: 'What the module does',
  contactCta: 'I want this module',
  noImages: 'Previews coming soon',
  carouselLabel: (moduleName: string) => `Previews of the ${moduleName} module`,
  imageAlt: (moduleName: string) => `Preview of the ${moduleName} module`,
};
