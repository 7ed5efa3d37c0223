import type { Messages } from '../index';

export const modulesPageDe: Messages['modulesPage'] = {
  title: 'Module',
  subtitle: 'Fertige Module mit einheitlichen Daten. Wählen Sie, was Ihr Unternehmen braucht.',
  loading: 'Module werden geladen...',
  empty: 'Derzeit sind keine Module verfügbar.',
  anchorsLabel: 'Zum Modul springen',
  featuresTitle: 'Was das Modul kann',
  contactCta: 'Ich möchte dieses Modul',
  noImages: 'Vorschau folgt in Kürze',
  carouselLabel: (moduleName: string) => `Vorschau des Moduls ${moduleName}`,
  imageAlt: (moduleName: string) => `Vorschau des Moduls ${moduleName}`,
};
