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
    companyId: 'IČO: [IČO]',
    vatId: 'DIČ: [DIČ]',
    copyright: (year: number) => `© ${year} BizAuto s.r.o. Všechna práva vyhrazena.`,
    footerNavigation: 'Odkazy v patičce',
  },
  home: {
    hero: {
      badge: 'Automatizace pro moderní firmy',
      title: 'Automatizujte účetnictví a firemní procesy',
      subtitle:
        'Rychlejší zpracování dokladů, jednotná data a méně chyb. BizAuto propojí fakturaci, personalistiku, obchod a AI asistenta do jednoho systému, který za vás udělá rutinní práci.',
      ctaPrimary: 'Domluvit demo',
      ctaSecondary: 'Získat nabídku',
      figures: [
        { value: '500+', label: 'ověřených firem' },
        { value: '80\u00a0%', label: 'ušetřeného času' },
        { value: '10k+', label: 'uživatelů' },
      ],
      trustBadges: ['Data uložená v EU', 'Zpracování v souladu s GDPR', 'Podpora v češtině'],
      systemOnline: 'Systém online',
      carouselLabel: 'Ukázky aplikace BizAuto',
      slides: [
        { title: 'Přehled firmy', alt: 'Dashboard s klíčovými ukazateli firmy a stavem dokladů' },
        { title: 'Fakturace', alt: 'Zpracování faktur s automatickým vytěžením dat pomocí OCR' },
        { title: 'Personalistika', alt: 'Docházka zaměstnanců a schvalování nepřítomností' },
        { title: 'Obchod', alt: 'Obchodní případy v přehledné pipeline v CRM' },
      ],
    },
    clients: {
      title: 'Důvěřují nám firmy napříč obory',
      names: [
        'Strojírny Vysočina',
        'LogiTrans CZ',
        'MediCare Praha',
        'Pekárny Morava',
        'Stavby Labe',
        'AgroFarm Haná',
      ],
    },
    stats: {
      title: 'Výsledky, které mluví za nás',
      subtitle: 'Čísla z více než pěti let práce s českými firmami.',
      items: [
        { value: '50+', label: 'spokojených klientů' },
        { value: '98\u00a0%', label: 'spokojenost zákazníků' },
        { value: '5+', label: 'let zkušeností' },
        { value: 'až 60\u00a0%', label: 'rychlejší zpracování dokladů' },
      ],
    },
    benefits: {
      title: 'Proč si vybrat BizAuto',
      subtitle: 'Méně papírování, víc času na práci, která vaši firmu posouvá dopředu.',
      items: [
        {
          title: 'Méně ruční práce',
          description:
            'Doklady se načtou, vytěží a připraví k zaúčtování samy. Zpracování je až o 60\u00a0% rychlejší a chyb je o 35\u00a0% méně.',
        },
        {
          title: 'Přehled a kontrola',
          description:
            'Stavové workflow, schvalování a auditní stopa: vždy víte, kdo co schválil a v jakém stavu je každý doklad.',
        },
        {
          title: 'Napojení na vaše systémy',
          description:
            'Integrace s účetním softwarem, bankami, e-mailovými schránkami a dalšími systémy přes API.',
        },
        {
          title: 'Rychlé nasazení',
          description:
            'Hotové moduly a škálovatelná architektura. Spuštění obvykle trvá 2–4 týdny a systém roste s vámi.',
        },
      ],
    },
    modules: {
      title: 'Moduly, které pracují za vás',
      subtitle: 'Začněte jedním modulem a další přidejte, až budete připraveni. Všechny sdílejí jednotná data.',
      carouselLabel: 'Moduly BizAuto',
      imagePlaceholder: 'Ukázka rozhraní',
      moreInfo: 'Více o modulu',
      allModules: 'Zobrazit všechny moduly',
      builtIn: [
        {
          title: 'Fakturace a účetnictví',
          description: 'Přijaté faktury zpracuje od importu až po export do účetnictví.',
          features: [
            'Import faktur z PDF a e-mailu',
            'Vytěžení dat pomocí OCR',
            'Klasifikace a schvalování dokladů',
            'Export do účetního softwaru',
          ],
        },
        {
          title: 'HR a personalistika',
          description: 'Personální agenda na jednom místě, od docházky po smlouvy.',
          features: [
            'Evidence docházky',
            'Správa pracovních smluv',
            'Karty zaměstnanců',
            'Schvalování nepřítomností',
          ],
        },
        {
          title: 'CRM a prodej',
          description: 'Kontakty, obchody a aktivity obchodního týmu v přehledné pipeline.',
          features: [
            'Správa kontaktů',
            'Obchodní případy',
            'Evidence aktivit a pipeline',
            'Upozornění a připomínky',
          ],
        },
        {
          title: 'AI asistent',
          description: 'Chytrý pomocník, který odpovídá nad vašimi daty a hlídá, co chybí.',
          features: [
            'Dotazy nad firemními daty',
            'Asistované akce',
            'Přidělování úkolů',
            'Kontrola chybějících údajů',
          ],
        },
      ],
    },
    howItWorks: {
      title: 'Jak to funguje',
      subtitle: 'Od první schůzky k ostrému provozu obvykle za 2–4 týdny.',
      steps: [
        {
          title: 'Analýza',
          description: 'Projdeme s vámi současné procesy a najdeme místa, kde automatizace ušetří nejvíc času.',
        },
        {
          title: 'Nastavení',
          description: 'Nakonfigurujeme moduly, schvalovací workflow a napojení na účetnictví, banky a e-mail.',
        },
        {
          title: 'Zaškolení',
          description: 'Proškolíme váš tým tak, aby systém od prvního dne používal naplno.',
        },
        {
          title: 'Provoz a podpora',
          description: 'Po spuštění jsme vám k dispozici, sledujeme výsledky a systém dál vylepšujeme.',
        },
      ],
    },
    testimonials: {
      title: 'Co říkají naši klienti',
      subtitle: 'Zkušenosti firem, které už s BizAuto pracují každý den.',
      items: [
        {
          quote:
            'Faktury jsme dřív přepisovali ručně. Dnes je zpracování o 60\u00a0% rychlejší a účetní se konečně věnují analýzám místo opisování.',
          author: 'Jana Nováková',
          role: 'finanční ředitelka',
          company: 'Strojírny Vysočina a.s.',
        },
        {
          quote:
            'Docházka i schvalování dovolených běží v jednom systému. Personální agenda nám zabere polovinu času než dřív.',
          author: 'Petr Dvořák',
          role: 'vedoucí personálního oddělení',
          company: 'LogiTrans CZ s.r.o.',
        },
        {
          quote:
            'Nasazení trvalo tři týdny a podpora reaguje rychle. AI asistent nás upozorní na chybějící údaje dřív, než se z nich stane problém.',
          author: 'Martina Svobodová',
          role: 'jednatelka',
          company: 'MediCare Praha s.r.o.',
        },
      ],
    },
    faq: {
      title: 'Časté dotazy',
      subtitle: 'Nenašli jste odpověď? Napište nám, rádi poradíme.',
      items: [
        {
          question: 'Jak dlouho trvá nasazení?',
          answer:
            'Obvykle 2–4 týdny. Záleží na počtu modulů, potřebných integracích a množství dat, která převádíme z dosavadních systémů.',
        },
        {
          question: 'Napojíte BizAuto na náš účetní software?',
          answer:
            'Ano. Podporujeme export do běžných účetních programů a napojení na banky, e-mailové schránky a další systémy přes API. Integrace na míru jsou součástí tarifu Enterprise.',
        },
        {
          question: 'Kde jsou uložena naše data?',
          answer:
            'V zabezpečených datových centrech v Evropské unii. Zpracování odpovídá GDPR, data jsou šifrovaná a každý přístup zanechává auditní stopu.',
        },
        {
          question: 'Můžeme začít jen s jedním modulem?',
          answer:
            'Ano. Začít můžete třeba fakturací a další moduly přidat později. Data zůstávají jednotná, takže nic nepřevádíte znovu.',
        },
        {
          question: 'Jakou podporu nabízíte?',
          answer:
            'E-mailovou podporu v každém tarifu, prioritní podporu v tarifu Business a v tarifu Enterprise garantované SLA s dostupností 99\u00a0% nebo 99,9\u00a0% a dedikovaného konzultanta.',
        },
        {
          question: 'Jsou ceny uvedeny včetně DPH?',
          answer: 'Ne, všechny ceny jsou uvedeny bez DPH. Při roční platbě ušetříte cenu dvou měsíců.',
        },
      ],
    },
    cta: {
      title: 'Připraveni zrychlit svou firmu?',
      subtitle: 'Ukážeme vám BizAuto přímo na vašich procesech. Demo trvá 30 minut a k ničemu vás nezavazuje.',
      primary: 'Domluvit demo',
      secondary: 'Zobrazit ceník',
    },
    renderFailure: {
      loading: 'Načítám stránku...',
      hint: 'Pokud problém přetrvává, zkuste obnovit stránku.',
      reload: 'Obnovit stránku',
    },
  },
  services: {
    title: 'Naše služby',
    subtitle:
      'Automatizací to u nás nekončí. Provedeme vás celou cestou od analýzy procesů až po dlouhodobou podporu.',
    cardCta: 'Poptat službu',
    items: [
      {
        title: 'Analýza procesů',
        description:
          'Zmapujeme, jak dnes pracujete s doklady, daty a schvalováním, a navrhneme, co automatizovat nejdřív.',
        features: ['Workshop s vaším týmem', 'Mapa současných procesů', 'Doporučení s odhadem úspor'],
      },
      {
        title: 'Implementace',
        description: 'Nasadíme a nastavíme moduly přesně podle vašich procesů. Běžná implementace trvá 2–4 týdny.',
        features: ['Konfigurace modulů a workflow', 'Převod dat ze stávajících systémů', 'Testovací provoz'],
      },
      {
        title: 'API integrace',
        description:
          'Propojíme BizAuto s účetním softwarem, bankami, e-mailovými schránkami a dalšími systémy, které používáte.',
        features: ['Napojení na účetní software', 'Bankovní výpisy a platby', 'Vlastní integrace přes API'],
      },
      {
        title: 'Školení týmu',
        description: 'Naučíme váš tým používat systém naplno, online nebo přímo u vás ve firmě.',
        features: ['Školení pro uživatele i správce', 'Návody a videa', 'Školení na místě'],
      },
      {
        title: 'Podpora a SLA',
        description:
          'Spolehlivý provoz s garantovanou dostupností 99\u00a0% nebo 99,9\u00a0%, rychlou reakcí a pravidelnými aktualizacemi.',
        features: ['Garantovaná dostupnost', 'Prioritní řešení požadavků', 'Pravidelné aktualizace'],
      },
      {
        title: 'Konzultace',
        description: 'Poradíme s digitalizací, nastavením schvalovacích procesů i s dalším rozvojem automatizace.',
        features: ['Konzultace s odborníky', 'Revize procesů', 'Plán dalšího rozvoje'],
      },
    ],
    cta: {
      title: 'Nevíte, kde začít?',
      subtitle: 'Domluvte si nezávaznou konzultaci. Společně najdeme procesy, které se vyplatí automatizovat jako první.',
      button: 'Kontaktujte nás',
    },
  },
  modulesPage: {
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
  },
  pricing: {
    title: 'Ceník',
    subtitle: 'Vyberte tarif podle velikosti firmy. Kdykoli můžete přejít na vyšší.',
    billingLabel: 'Fakturační období',
    monthly: 'Měsíčně',
    yearly: 'Ročně',
    yearlySaving: 'Úspora 2 měsíce',
    recommended: 'Doporučeno',
    custom: 'Na míru',
    perMonth: '/ měsíc',
    perYear: '/ rok',
    oneTime: 'jednorázově',
    vatNote: 'bez DPH',
    pricesNote: 'Všechny ceny jsou uvedeny bez DPH.',
    includedTitle: 'Obsahuje',
    excludedTitle: 'Neobsahuje',
    choosePlan: 'Vybrat tarif',
    contactSales: 'Kontaktovat obchod',
    plans: {
      start: {
        name: 'Start',
        description: 'Pro menší firmy, které chtějí přestat přepisovat faktury.',
        limits: ['500 dokladů měsíčně', '1 uživatel'],
        included: [
          'Základní fakturace',
          'OCR vytěžování dokladů',
          'Export do účetnictví',
          'E-mailová podpora',
          'Základní reporty',
        ],
        excluded: ['Pokročilý workflow', 'HR modul', 'CRM modul', 'AI chatbot', 'SSO'],
      },
      business: {
        name: 'Business',
        description: 'Pro rostoucí firmy, které chtějí propojit finance, personalistiku a obchod.',
        limits: ['2\u00a0000 dokladů měsíčně', '5 uživatelů'],
        included: [
          'Vše z tarifu Start',
          'Pokročilý workflow',
          'HR modul',
          'CRM modul',
          'API integrace',
          'Prioritní podpora',
          'Pokročilé reporty',
          'Schvalovací procesy',
        ],
        excluded: ['AI chatbot', 'SSO', 'Garance SLA', 'Integrace na míru'],
      },
      enterprise: {
        name: 'Enterprise',
        description: 'Pro velké organizace s vlastními požadavky na integrace a bezpečnost.',
        limits: ['Neomezený počet dokladů', 'Neomezený počet uživatelů'],
        included: [
          'Vše z tarifu Business',
          'AI chatbot',
          'SSO',
          'Dedikovaný konzultant',
          'SLA',
          'Integrace na míru',
          'Školení na místě',
        ],
        excluded: [] as string[],
      },
    },
    footerCard: {
      title: 'Nevejdete se do standardních tarifů?',
      text: 'Připravíme vám nabídku na míru podle počtu dokladů, uživatelů a potřebných integrací.',
      button: 'Kontaktujte nás',
    },
  },
  references: {
    title: 'Reference',
    subtitle: 'Jak firmy z různých oborů s BizAuto zrychlily práci a získaly přehled nad svými procesy.',
    loading: 'Načítám reference...',
    featured: 'Doporučená reference',
    industryLabel: 'Odvětví',
    sizeLabel: 'Velikost firmy',
    resultLabel: 'Výsledek',
    resultsLabel: 'Výsledky',
    visitWebsite: 'Navštívit web',
    caseStudies: [
      {
        company: 'Strojírny Vysočina a.s.',
        industry: 'Strojírenská výroba',
        size: '250 zaměstnanců',
        result: 'Zpracování faktur o 60\u00a0% rychlejší',
        description:
          'Účtárna ručně přepisovala více než 1\u00a0500 přijatých faktur měsíčně. Po nasazení modulu Fakturace se doklady načítají z e-mailu, OCR vytěží údaje a faktury putují ke schválení automaticky. Účetní se dnes věnují kontrole a analýzám.',
      },
      {
        company: 'LogiTrans CZ s.r.o.',
        industry: 'Doprava a logistika',
        size: '120 zaměstnanců',
        result: 'O 35\u00a0% méně chyb v dokladech',
        description:
          'Dopravce řešil chyby v objednávkách a fakturách, které vznikaly při ručním přenosu dat mezi systémy. Propojení CRM, fakturace a účetního softwaru přes API odstranilo dvojí zadávání a AI asistent upozorňuje na chybějící údaje.',
      },
      {
        company: 'MediCare Praha s.r.o.',
        industry: 'Zdravotnické služby',
        size: '60 zaměstnanců',
        result: 'O 80\u00a0% méně času na personální agendu',
        description:
          'Síť ambulancí plánovala směny a schvalovala nepřítomnosti v tabulkách a e-mailech. S modulem HR mají zaměstnanci docházku, smlouvy a žádosti na jednom místě a vedoucí schvalují jedním kliknutím. Nasazení trvalo tři týdny.',
      },
    ],
    cta: {
      title: 'Chcete být další?',
      subtitle: 'Ukážeme vám, kolik času může automatizace ušetřit právě ve vaší firmě.',
      button: 'Domluvit demo',
    },
  },
  contact: {
    title: 'Domluvte si krátké online demo',
    subtitle:
      'Za 30 minut vám ukážeme, jak BizAuto zrychlí zpracování dokladů a zjednoduší firemní procesy. Nezávazně a přímo na vašich příkladech.',
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
      namePlaceholder: 'Jan Novák',
      emailPlaceholder: 'jan.novak@firma.cz',
      phonePlaceholder: '+420 123 456 789',
      companyPlaceholder: 'Název vaší firmy',
      messagePlaceholder: 'S čím vám můžeme pomoci?',
      consent: {
        beforeLink: 'Souhlasím se ',
        link: 'zpracováním osobních údajů',
        afterLink: ' v souladu s GDPR. *',
      },
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
    toast: {
      successTitle: 'Zpráva odeslána!',
      successMessage: 'Děkujeme za váš zájem. Budeme vás kontaktovat do 24 hodin.',
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
      companyIdValue: '[IČO]',
      vatId: 'DIČ',
      vatIdValue: '[DIČ]',
      addressValue: '[adresa sídla], Praha',
      phoneValue: '[telefon]',
      emailValue: '[e-mail]',
    },
    hours: {
      title: 'Pracovní doba',
      weekdays: 'Po–Pá 9:00–17:00',
      weekend: 'Víkendy pouze po domluvě',
    },
    map: {
      title: 'Mapa našeho sídla',
      placeholder: 'Naše kancelář v Praze. Přesnou adresu najdete v kontaktních údajích.',
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
    newsletter: {
      title: 'Newsletter',
      text: 'Jednou měsíčně vám pošleme to nejlepší z blogu. Žádný spam, odhlásit se můžete kdykoli.',
      emailLabel: 'E-mail',
      placeholder: 'vas@email.cz',
      button: 'Odebírat',
      subscribing: 'Přihlašuji...',
      successTitle: 'Děkujeme za přihlášení!',
      successMessage: 'Nové články vám budeme posílat na zadaný e-mail.',
      invalidEmail: 'Zadejte platnou e-mailovou adresu.',
      errorTitle: 'Přihlášení k odběru se nezdařilo',
      errorMessage: 'Zkuste to prosím znovu později.',
    },
  },
  blogPost: {
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
    message: 'Oops! Page not found',
    homeLink: 'Return to Home',
  },
  privacy: {
    contentsLabel: 'Obsah',
    title: 'Zásady ochrany osobních údajů',
    updated: 'Účinné od 1. 1. 2026',
    intro:
      'Ochrana vašich osobních údajů je pro nás důležitá. V těchto zásadách vysvětlujeme, jaké údaje o vás zpracováváme, proč a jak dlouho, komu je můžeme předat a jaká máte práva podle nařízení Evropského parlamentu a Rady (EU) 2016/679 (GDPR).',
    sections: [
      {
        heading: '1. Správce osobních údajů',
        paragraphs: [
          'Správcem osobních údajů je společnost BizAuto s.r.o., se sídlem [adresa sídla], Praha, IČO: [IČO], DIČ: [DIČ], zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka [číslo vložky] (dále jen „my“).',
          'Ve věcech ochrany osobních údajů nás můžete kontaktovat e-mailem na adrese [e-mail pro ochranu osobních údajů] nebo písemně na adrese sídla.',
        ],
      },
      {
        heading: '2. Jaké údaje zpracováváme',
        paragraphs: [
          'Kontaktní údaje, které nám sami poskytnete prostřednictvím kontaktního formuláře nebo e-mailu: jméno a příjmení, e-mail, telefon, název společnosti a obsah zprávy.',
          'E-mailovou adresu, pokud se přihlásíte k odběru newsletteru.',
          'Údaje o zákaznících a jejich uživatelích potřebné k poskytování služby: jméno, pracovní e-mail, role v aplikaci, fakturační údaje a záznamy o přihlášení.',
          'Technické údaje o návštěvě webu: IP adresu, typ prohlížeče, dobu přístupu a údaje uložené v cookies a v úložišti prohlížeče.',
        ],
      },
      {
        heading: '3. Účely a právní základy zpracování',
        paragraphs: [
          'Vyřízení vaší poptávky a příprava nabídky nebo ukázky produktu – jednání o smlouvě a náš oprávněný zájem odpovědět na váš dotaz (čl. 6 odst. 1 písm. b) a f) GDPR).',
          'Uzavření a plnění smlouvy o poskytování služby, včetně zákaznické podpory a fakturace (čl. 6 odst. 1 písm. b) GDPR).',
          'Plnění právních povinností, zejména v oblasti účetnictví a daní (čl. 6 odst. 1 písm. c) GDPR).',
          'Zasílání newsletteru na základě vašeho souhlasu, který můžete kdykoli odvolat (čl. 6 odst. 1 písm. a) GDPR).',
          'Zajištění bezpečnosti webu a služby a ochrana našich právních nároků (čl. 6 odst. 1 písm. f) GDPR).',
        ],
      },
      {
        heading: '4. Data, která do služby nahrávají zákazníci',
        paragraphs: [
          'Doklady, údaje o zaměstnancích, obchodních kontaktech a další data, která zákazníci vkládají do služby BizAuto, zpracováváme jako zpracovatel podle pokynů zákazníka, který je jejich správcem.',
          'Podmínky tohoto zpracování upravuje smlouva o zpracování osobních údajů podle čl. 28 GDPR, která je součástí smlouvy o poskytování služby.',
        ],
      },
      {
        heading: '5. Doba uložení',
        paragraphs: [
          'Údaje z poptávek uchováváme nejdéle 2 roky od posledního kontaktu, pokud nedojde k uzavření smlouvy.',
          'Údaje související se smlouvou uchováváme po dobu jejího trvání a poté po dobu nezbytnou k ochraně našich právních nároků; účetní a daňové doklady po dobu stanovenou zákonem, nejčastěji 10 let.',
          'E-mail pro zasílání newsletteru uchováváme do odvolání souhlasu nebo odhlášení z odběru.',
        ],
      },
      {
        heading: '6. Příjemci a předávání údajů',
        paragraphs: [
          'Osobní údaje neprodáváme. Zpřístupnit je můžeme pouze prověřeným zpracovatelům, kteří pro nás zajišťují hosting, rozesílání e-mailů, účetní a právní služby, a to na základě smlouvy o zpracování.',
          'Data ukládáme v datových centrech v Evropské unii. K předání mimo EU dochází jen tehdy, je-li zajištěna odpovídající ochrana, například na základě standardních smluvních doložek Evropské komise.',
        ],
      },
      {
        heading: '7. Cookies a úložiště prohlížeče',
        paragraphs: [
          'Používáme pouze technicky nezbytné cookies: cookie „locale“ si na 365 dní pamatuje zvolený jazyk webu. Přihlášení do administrace se ukládá do úložiště prohlížeče, přístup během údržby jen do ukončení relace.',
          'Reklamní cookies nepoužíváme. Analytické nástroje bychom nasadili pouze s vaším předchozím souhlasem.',
        ],
      },
      {
        heading: '8. Zabezpečení',
        paragraphs: [
          'Údaje chráníme šifrováním při přenosu i uložení, řízením přístupových oprávnění, auditní stopou a pravidelným zálohováním. Přístup k osobním údajům mají jen pověření zaměstnanci vázaní mlčenlivostí.',
        ],
      },
      {
        heading: '9. Vaše práva',
        paragraphs: [
          'Máte právo na přístup ke svým osobním údajům, na jejich opravu nebo výmaz, na omezení zpracování, na přenositelnost údajů a právo vznést námitku proti zpracování založenému na oprávněném zájmu. Udělený souhlas můžete kdykoli odvolat.',
          'Svá práva uplatníte e-mailem na adrese [e-mail pro ochranu osobních údajů]. Odpovíme bez zbytečného odkladu, nejpozději do jednoho měsíce.',
          'Máte také právo podat stížnost u Úřadu pro ochranu osobních údajů, Pplk. Sochora 27, 170 00 Praha 7, www.uoou.cz.',
        ],
      },
      {
        heading: '10. Změny těchto zásad',
        paragraphs: [
          'Tyto zásady můžeme aktualizovat, například při změně právních předpisů nebo našich služeb. Aktuální znění vždy najdete na této stránce.',
        ],
      },
    ],
  },
  terms: {
    contentsLabel: 'Obsah',
    title: 'Obchodní podmínky',
    updated: 'Účinné od 1. 1. 2026',
    intro:
      'Tyto obchodní podmínky upravují poskytování softwarové služby BizAuto podnikatelům a právnickým osobám. Před objednávkou služby si je prosím pozorně přečtěte.',
    sections: [
      {
        heading: '1. Úvodní ustanovení',
        paragraphs: [
          'Poskytovatelem služby je společnost BizAuto s.r.o., se sídlem [adresa sídla], Praha, IČO: [IČO], DIČ: [DIČ], zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka [číslo vložky] (dále jen „poskytovatel“).',
          'Podmínky se vztahují na smlouvy uzavírané s podnikateli a právnickými osobami (dále jen „zákazník“) v rámci jejich podnikatelské činnosti. Služba není určena spotřebitelům.',
        ],
      },
      {
        heading: '2. Vymezení pojmů',
        paragraphs: [
          'Službou se rozumí webová aplikace BizAuto včetně modulů Fakturace, HR, CRM a AI asistent, poskytovaná formou předplatného (software jako služba).',
          'Uživatelem je osoba, které zákazník zřídil přístup do služby. Tarifem je zvolený rozsah služby s limity počtu dokladů a uživatelů podle aktuálního ceníku.',
          'Daty zákazníka jsou veškeré údaje, doklady a soubory, které zákazník nebo jeho uživatelé do služby vloží.',
        ],
      },
      {
        heading: '3. Uzavření smlouvy',
        paragraphs: [
          'Smlouva vzniká akceptací nabídky poskytovatele, podpisem smlouvy nebo potvrzením objednávky. Její nedílnou součástí jsou tyto podmínky, ceník a smlouva o zpracování osobních údajů.',
          'Ustanovení individuální smlouvy mají přednost před těmito podmínkami.',
        ],
      },
      {
        heading: '4. Ceny a platební podmínky',
        paragraphs: [
          'Ceny se řídí aktuálním ceníkem a jsou uvedeny bez DPH, která bude připočtena v zákonné výši. Cena tarifu Enterprise se sjednává individuálně.',
          'Předplatné se hradí měsíčně nebo ročně předem na základě faktury se splatností 14 dní. Při roční platbě zákazník platí cenu deseti měsíců, tedy ušetří 2 měsíce.',
          'Překročí-li zákazník limity svého tarifu, poskytovatel jej upozorní a nabídne přechod na vyšší tarif. Při prodlení s úhradou může poskytovatel po předchozím upozornění omezit přístup ke službě.',
        ],
      },
      {
        heading: '5. Implementace a součinnost',
        paragraphs: [
          'Implementace obvykle trvá 2–4 týdny. Přesný rozsah a harmonogram se sjednávají v nabídce.',
          'Zákazník poskytne poskytovateli součinnost nezbytnou k implementaci, zejména přístupy k integrovaným systémům, vzorová data a kontaktní osobu.',
        ],
      },
      {
        heading: '6. Dostupnost a podpora',
        paragraphs: [
          'Poskytovatel vynaloží veškeré úsilí, které lze rozumně požadovat, aby byla služba nepřetržitě dostupná. Garantovaná dostupnost 99\u00a0% nebo 99,9\u00a0% měsíčně (SLA) platí jen tehdy, je-li sjednána ve smlouvě.',
          'Plánovanou údržbu oznamuje poskytovatel předem a provádí ji přednostně mimo pracovní dobu.',
          'Podpora je dostupná v pracovní dny od 9:00 do 17:00 e-mailem a v rozsahu podle zvoleného tarifu i prioritně nebo prostřednictvím dedikovaného konzultanta.',
        ],
      },
      {
        heading: '7. Práva a povinnosti zákazníka',
        paragraphs: [
          'Zákazník odpovídá za to, že přístupové údaje uživatelů jsou chráněny před zneužitím, a za obsah dat, která do služby vkládá.',
          'Zákazník nesmí službu používat v rozporu s právními předpisy, narušovat její bezpečnost ani zpřístupňovat službu třetím osobám mimo rámec smlouvy.',
        ],
      },
      {
        heading: '8. Data zákazníka',
        paragraphs: [
          'Data zákazníka zůstávají ve vlastnictví zákazníka. Poskytovatel je zpracovává pouze za účelem poskytování služby a podle smlouvy o zpracování osobních údajů.',
          'Po skončení smlouvy umožní poskytovatel zákazníkovi do 30 dnů export dat ve strojově čitelném formátu a poté data bezpečně smaže, pokud mu právní předpis neukládá jinak.',
        ],
      },
      {
        heading: '9. Licence a duševní vlastnictví',
        paragraphs: [
          'Poskytovatel uděluje zákazníkovi po dobu trvání smlouvy nevýhradní a nepřenosné oprávnění užívat službu v rozsahu zvoleného tarifu.',
          'Veškerá práva k software, dokumentaci a ochranným známkám BizAuto náleží poskytovateli.',
        ],
      },
      {
        heading: '10. Odpovědnost',
        paragraphs: [
          'Poskytovatel neodpovídá za ušlý zisk ani za nepřímé škody. Celková odpovědnost poskytovatele je omezena částkou, kterou zákazník uhradil za službu v posledních 12 měsících.',
          'Omezení odpovědnosti se neuplatní na škodu způsobenou úmyslně nebo z hrubé nedbalosti.',
        ],
      },
      {
        heading: '11. Doba trvání a ukončení smlouvy',
        paragraphs: [
          'Smlouva se uzavírá na dobu neurčitou. Při měsíčním předplatném ji lze vypovědět s výpovědní dobou jednoho měsíce, při ročním předplatném ke konci zaplaceného období.',
          'Každá ze stran může smlouvu ukončit s okamžitou platností, pokud druhá strana podstatně poruší své povinnosti a nezjedná nápravu ani v přiměřené dodatečné lhůtě.',
        ],
      },
      {
        heading: '12. Závěrečná ustanovení',
        paragraphs: [
          'Smlouva se řídí právním řádem České republiky, zejména zákonem č. 89/2012 Sb., občanským zákoníkem. Spory rozhodují obecné soudy České republiky.',
          'Poskytovatel může tyto podmínky změnit; změnu oznámí zákazníkovi alespoň 30 dní předem. Nesouhlasí-li zákazník se změnou, může smlouvu vypovědět ke dni její účinnosti.',
        ],
      },
    ],
  },
  common: {
    brandName: 'BizAuto',
    companyName: 'BizAuto s.r.o.',
    loading: 'Načítám...',
    close: 'Zavřít',
    retry: 'Zkusit znovu',
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
