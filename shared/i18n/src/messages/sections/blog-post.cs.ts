/** A blog post page's texts (also the back office's preview of a post) in Czech: their own chunk. */
export const blogPostCs = {
  loading: 'Načítám článek...',
  draftBadge: 'Koncept - Nepublikováno',
  share: 'Sdílet',
  linkCopiedTitle: 'Odkaz zkopírován',
  linkCopiedMessage: 'Odkaz na článek je ve schránce.',
  shareFailed: 'Odkaz se nepodařilo zkopírovat.',
  backToBlog: 'Zpět na blog',
  allArticles: 'Všechny články',
  notFoundTitle: 'Článek nenalezen',
  notFoundText: 'Článek neexistuje, nebo byl odstraněn.',
  loadErrorTitle: 'Chyba při načítání',
  loadErrorMessage: 'Nepodařilo se načíst článek',
  consultation: {
    title: 'Chcete automatizaci vyzkoušet ve své firmě?',
    text: 'Probereme s vámi vaše procesy a ukážeme, kde BizAuto ušetří nejvíc času.',
    contactButton: 'Nezávazná konzultace',
    servicesButton: 'Naše služby',
  },
};
