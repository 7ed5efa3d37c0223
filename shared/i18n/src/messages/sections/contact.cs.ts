/** The contact page's texts (its heading, form, details and hours) in Czech: their own chunk. */
export const contactCs = {
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
};
