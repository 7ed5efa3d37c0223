/** The references page's texts (also the back office's preview of a reference) in Czech: their own chunk. */
export const referencesCs = {
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
};
