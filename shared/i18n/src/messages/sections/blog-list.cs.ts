/** The blog list's texts (its heading, categories, pagination and newsletter box) in Czech: their own chunk. */
export const blogListCs = {
  title: 'Blog',
  subtitle: 'Praktické rady a novinky ze světa digitalizace a automatizace firemních procesů.',
  loading: 'Načítám články...',
  empty: 'Zatím tu nejsou žádné články.',
  emptyCategory: 'V této kategorii zatím nejsou žádné články.',
  featured: 'Doporučujeme',
  readMore: 'Číst více',
  categoriesTitle: 'Kategorie',
  allCategories: 'Všechny články',
  postCount: (count: number) =>
    count === 1 ? '1 článek' : count >= 2 && count <= 4 ? `${count} články` : `${count} článků`,
  pagination: {
    label: 'Stránky článků',
    previous: 'Předchozí',
    previousLabel: 'Předchozí strana',
    next: 'Další',
    nextLabel: 'Další strana',
    page: (page: number) => `Strana ${page}`,
    /** The list's title on its page `page` (2 and on), so each page has a title of its own. */
    pageTitle: (title: string, page: number) => `${title} – strana ${page}`,
  },
  newsletter: {
    title: 'Newsletter',
    text: 'Jednou měsíčně vám pošleme to nejlepší z blogu. Žádný spam, odhlásit se můžete kdykoli.',
    emailLabel: 'E-mail',
    placeholder: 'vas@email.cz',
    button: 'Odebírat',
    subscribing: 'Přihlašuji...',
    successTitle: 'Zkontrolujte svůj e-mail',
    successMessage: 'Poslali jsme vám odkaz k potvrzení odběru. Nové články vám začneme posílat, až na něj kliknete.',
    invalidEmail: 'Zadejte platnou e-mailovou adresu.',
    errorTitle: 'Přihlášení k odběru se nezdařilo',
    errorMessage: 'Zkuste to prosím znovu později.',
  },
};
