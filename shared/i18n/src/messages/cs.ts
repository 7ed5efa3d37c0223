export const cs = {
  meta: {
    siteName: 'BizAuto',
    home: {
      title: 'BizAuto – automatizace účetnictví a firemních procesů',
      description:
        'Automatizujte účetnictví a firemní procesy. Rychlejší zpracování dokladů, jednotná data a méně chyb díky modulům pro fakturaci, HR, CRM a AI asistenta.',
    },
    services: {
      title: 'Služby – analýza, implementace a podpora | BizAuto',
      description:
        'Analýza procesů, implementace, API integrace, školení týmu, podpora se SLA a konzultace. Provedeme vás automatizací od první schůzky po ostrý provoz.',
    },
    modules: {
      title: 'Moduly – fakturace, HR, CRM a AI asistent | BizAuto',
      description:
        'Hotové moduly pro fakturaci s OCR, personalistiku, řízení obchodu a AI asistenta. Propojené nad jednotnými daty a nasazené během několika týdnů.',
    },
    references: {
      title: 'Reference a případové studie | BizAuto',
      description:
        'Podívejte se, jak firmy s BizAuto zrychlily zpracování dokladů až o 60\u00a0% a snížily počet chyb o 35\u00a0%. Případové studie z výroby, logistiky a zdravotnictví.',
    },
    pricing: {
      title: 'Ceník – tarify Start, Business a Enterprise | BizAuto',
      description:
        'Přehledné tarify Start, Business a Enterprise s měsíční nebo roční platbou. Při roční platbě ušetříte 2 měsíce. Všechny ceny jsou bez DPH.',
    },
    blog: {
      title: 'Blog o digitalizaci a automatizaci | BizAuto',
      description:
        'Praktické články o digitalizaci, implementaci, datových analýzách a automatizaci firemních procesů od týmu BizAuto.',
    },
    blogPost: {
      title: 'Článek | BizAuto Blog',
      description: 'Článek z blogu BizAuto o digitalizaci a automatizaci firemních procesů.',
    },
    contact: {
      title: 'Kontakt a nezávazné demo | BizAuto',
      description:
        'Domluvte si krátké online demo nebo nám napište. Na každou zprávu odpovíme do 24 hodin. Najdete nás v Praze.',
    },
    privacy: {
      title: 'Zásady ochrany osobních údajů (GDPR) | BizAuto',
      description:
        'Jak BizAuto s.r.o. zpracovává osobní údaje návštěvníků webu, zájemců a zákazníků, jak dlouho je uchovává a jaká máte práva podle GDPR.',
    },
    terms: {
      title: 'Obchodní podmínky | BizAuto',
      description:
        'Obchodní podmínky pro poskytování služby BizAuto podnikatelům: uzavření smlouvy, tarify a platby, dostupnost a podpora, odpovědnost a ukončení.',
    },
    notFound: {
      title: 'Stránka nenalezena | BizAuto',
      description: 'Požadovaná stránka neexistuje nebo byla přesunuta.',
    },
    maintenance: {
      title: 'Údržba webu | BizAuto',
      description: 'Web BizAuto je momentálně v údržbě. Brzy se vrátíme.',
    },
  },
  nav: {
    login: 'Přihlásit se',
    scheduleMeeting: 'Domluvit schůzku',
    language: 'Jazyk',
    home: 'Úvod',
    services: 'Služby',
    modules: 'Moduly',
    references: 'Reference',
    pricing: 'Ceník',
    blog: 'Blog',
    contact: 'Kontakt',
    demo: 'Vyzkoušet demo',
    openMenu: 'Otevřít menu',
    closeMenu: 'Zavřít menu',
    skipToContent: 'Přeskočit na obsah',
    mainNavigation: 'Hlavní navigace',
    logoLabel: 'BizAuto – úvodní stránka',
    chooseLanguage: 'Vybrat jazyk',
    search: 'Hledat na webu',
  },
  footer: {
    tagline: 'Automatizujeme účetnictví a firemní procesy, aby se váš tým mohl věnovat tomu podstatnému.',
    quickLinksTitle: 'Rychlé odkazy',
    infoLinksTitle: 'Informace',
    socialTitle: 'Sledujte nás',
    links: {
      services: 'Služby',
      modules: 'Moduly',
      references: 'Reference',
      pricing: 'Ceník',
      privacy: 'Ochrana osobních údajů',
      terms: 'Obchodní podmínky',
      blog: 'Blog',
      contact: 'Kontakt',
    },
    social: {
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
      x: 'X',
      youtube: 'YouTube',
    },
    companyId: 'IČO',
    vatId: 'DIČ',
    registeredOffice: 'Sídlo',
    courtRegistration: 'Spisová značka',
    companyDetailsLabel: 'Údaje o společnosti',
    copyright: (year: number) => `© ${year} BizAuto s.r.o. Všechna práva vyhrazena.`,
    footerNavigation: 'Odkazy v patičce',
  },
  blog: {
    readTime: (minutes: number) => `${minutes} min čtení`,
    categories: ['Digitalizace', 'Implementace', 'Analýzy', 'Automatizace'],
    /** A post shown in another language than the page's: where it can be read (languageNames joined by Intl.ListFormat). */
    onlyAvailableIn: (languages: string) => `Tento článek je k dispozici pouze ${languages}.`,
    languageNames: { cs: 'v češtině', en: 'v angličtině', de: 'v němčině' },
  },
  maintenance: {
    loading: 'Načítám...',
    title: 'Údržba webu',
    defaultMessage: 'Web je momentálně v údržbě. Brzy se vrátíme.',
    enter: 'Vstoupit',
    dialogTitle: 'Přístup během údržby',
    passwordLabel: 'Heslo',
    passwordPlaceholder: 'Zadejte přístupové heslo',
    showPassword: 'Zobrazit heslo',
    hidePassword: 'Skrýt heslo',
    submit: 'Vstoupit',
    checking: 'Ověřuji...',
    cancel: 'Zrušit',
    emptyPassword: 'Zadejte heslo',
    wrongPassword: 'Nesprávné heslo',
    adminLogin: 'Přihlásit se jako administrátora',
    checkFailed: 'Heslo se nepodařilo ověřit. Zkuste to prosím znovu.',
  },
  notFound: {
    title: '404',
    message: 'Jejda! Stránka nebyla nalezena',
    homeLink: 'Zpět na úvodní stránku',
  },
  common: {
    brandName: 'BizAuto',
    companyName: 'BizAuto s.r.o.',
    loading: 'Načítám...',
    close: 'Zavřít',
    retry: 'Zkusit znovu',
    tooManyAttempts: 'Příliš mnoho pokusů. Zkuste to později.',
    /** The hidden field of the forms that only robots fill in (people never see it). */
    honeypotLabel: 'Toto pole nevyplňujte',
    backToHome: 'Zpět na úvod',
    learnMore: 'Zjistit více',
    carousel: {
      previous: 'Předchozí',
      next: 'Další',
      goToSlide: (slideNumber: number) => `Přejít na snímek ${slideNumber}`,
      pause: 'Pozastavit automatické přehrávání',
      play: 'Spustit automatické přehrávání',
    },
  },
};
