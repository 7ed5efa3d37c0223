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
  contact: {
    title: 'Domluvte si krátké online demo',
    subtitle:
      'Za 30 minut vám ukážeme, jak BizAuto zrychlí zpracování dokladů a zjednoduší firemní procesy. Nezávazně a přímo na vašich příkladech.',
    /** The heading when a link asked for something else than a demo (?zajem=…); a demo and no intent keep the title above. */
    intentHeadings: {
      consultation: {
        title: 'Domluvte si nezávaznou konzultaci',
        subtitle: 'Probereme vaše procesy a doporučíme, co automatizovat nejdřív. Zdarma a nezávazně.',
      },
      quote: {
        title: 'Připravíme vám nabídku na míru',
        subtitle: 'Popište nám, co potřebujete, a do 24 hodin vám pošleme nabídku přesně pro vaši firmu.',
      },
      plan: {
        title: 'Objednejte si tarif BizAuto',
        subtitle: 'Napište nám, o který tarif máte zájem, a pomůžeme vám se spuštěním.',
      },
      question: {
        title: 'Zeptejte se nás',
        subtitle: 'Napište nám, na co se chcete zeptat. Odpovíme do 24 hodin.',
      },
    },
    cards: {
      business: {
        title: 'Obchodní poptávky',
        text: 'Chcete vidět BizAuto v akci nebo připravit nabídku? Domluvte si online demo s naším konzultantem.',
        button: 'Domluvit demo',
      },
      general: {
        title: 'Obecné dotazy',
        text: 'Máte dotaz k modulům, integracím nebo spolupráci? Napište nám, odpovíme do 24 hodin.',
        button: 'Napsat zprávu',
      },
    },
    form: {
      title: 'Napište nám',
      subtitle: 'Vyplňte formulář a ozveme se vám do 24 hodin.',
      name: 'Jméno a příjmení *',
      email: 'E-mail *',
      phone: 'Telefon',
      company: 'Společnost',
      message: 'Zpráva *',
      namePlaceholder: 'např. Jan Novák',
      emailPlaceholder: 'např. jan.novak@firma.cz',
      phonePlaceholder: 'např. +420 123 456 789',
      companyPlaceholder: 'Název vaší firmy',
      messagePlaceholder: 'S čím vám můžeme pomoci?',
      consent: {
        beforeLink: 'Souhlasím se ',
        link: 'zpracováním osobních údajů',
        afterLink: ' v souladu s GDPR. *',
      },
      interest: 'O co máte zájem',
      interestNone: 'Vyberte (nepovinné)',
      interests: {
        demo: 'Online demo',
        consultation: 'Nezávazná konzultace',
        quote: 'Cenová nabídka',
        plan: 'Výběr tarifu',
        question: 'Obecný dotaz',
      },
      /** The plan option when the visitor came from a plan's button. */
      planNamed: (planName: string) => `Tarif ${planName}`,
      requiredNote: '* povinné údaje',
      submit: 'Odeslat zprávu',
      sending: 'Odesílám...',
    },
    validation: {
      required: 'Toto pole je povinné',
      invalidEmail: 'Neplatný e-mail',
      consentRequired: 'Musíte souhlasit se zpracováním údajů',
      tooLong: (maxLength: number) => `Zadejte nejvýše ${maxLength} znaků`,
    },
    outcome: {
      successTitle: 'Zpráva odeslána!',
      successMessage: 'Děkujeme za váš zájem. Budeme vás kontaktovat do 24 hodin.',
      sendAnother: 'Odeslat další zprávu',
      errorTitle: 'Zprávu se nepodařilo odeslat',
      errorMessage: 'Zkuste to prosím znovu za chvíli. Text vaší zprávy zůstal ve formuláři.',
    },
    details: {
      title: 'Kontaktní údaje',
      company: 'Společnost',
      address: 'Adresa',
      phone: 'Telefon',
      email: 'E-mail',
      companyId: 'IČO',
      vatId: 'DIČ',
      courtRegistration: 'Spisová značka',
      registeredOffice: 'Sídlo',
      privacyEmail: 'Ochrana osobních údajů',
    },
    hours: {
      title: 'Pracovní doba',
      weekdays: 'Po–Pá 9:00–17:00',
      weekend: 'Víkendy pouze po domluvě',
    },
    map: {
      title: 'Mapa našeho sídla',
      openMap: 'Zobrazit na mapě',
    },
  },
  blog: {
    title: 'Blog',
    subtitle: 'Praktické rady a novinky ze světa digitalizace a automatizace firemních procesů.',
    loading: 'Načítám články...',
    empty: 'Zatím tu nejsou žádné články.',
    emptyCategory: 'V této kategorii zatím nejsou žádné články.',
    featured: 'Doporučujeme',
    readMore: 'Číst více',
    readTime: (minutes: number) => `${minutes} min čtení`,
    categoriesTitle: 'Kategorie',
    allCategories: 'Všechny články',
    postCount: (count: number) =>
      count === 1 ? '1 článek' : count >= 2 && count <= 4 ? `${count} články` : `${count} článků`,
    categories: ['Digitalizace', 'Implementace', 'Analýzy', 'Automatizace'],
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
    /** A post shown in another language than the page's: where it can be read (languageNames joined by Intl.ListFormat). */
    onlyAvailableIn: (languages: string) => `Tento článek je k dispozici pouze ${languages}.`,
    languageNames: { cs: 'v češtině', en: 'v angličtině', de: 'v němčině' },
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
