/** The home page's texts in Czech: their own chunk, loaded with that page only. */
export const homeCs = {
  hero: {
    badge: 'Automatizace pro moderní firmy',
    title: 'Automatizujte účetnictví a firemní procesy',
    subtitle:
      'Rychlejší zpracování dokladů, jednotná data a méně chyb. BizAuto propojí fakturaci, personalistiku, obchod a AI asistenta do jednoho systému, který za vás udělá rutinní práci.',
    ctaPrimary: 'Domluvit demo',
    ctaSecondary: 'Získat nabídku',
    figures: [
      { value: '500+', label: 'ověřených firem' },
      { value: '80\u00a0%', label: 'času ušetřeného na přepisování' },
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
      { value: '50+', label: 'implementací na míru' },
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
};
