/** The services page's texts in Czech: their own chunk, loaded with that page only. */
export const servicesCs = {
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
};
