/** The modules page's texts in Czech: their own chunk, loaded with that page only. */
export const modulesPageCs = {
  title: 'Moduly',
  subtitle: 'Hotové moduly, které spolu sdílejí jednotná data. Vyberte si, co vaše firma potřebuje.',
  loading: 'Načítám moduly...',
  empty: 'Momentálně nejsou k dispozici žádné moduly.',
  anchorsLabel: 'Přejít na modul',
  featuresTitle: 'Co modul umí',
  contactCta: 'Chci tento modul',
  noImages: 'Ukázky připravujeme',
  carouselLabel: (moduleName: string) => `Ukázky modulu ${moduleName}`,
  imageAlt: (moduleName: string) => `Ukázka modulu ${moduleName}`,
};
