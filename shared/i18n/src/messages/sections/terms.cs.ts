/** The terms page's texts in Czech: their own chunk, loaded with that page only. */
export const termsCs = {
  contentsLabel: 'Obsah',
  title: 'Obchodní podmínky',
  updated: 'Účinné od 1. 1. 2026',
  intro:
    'Tyto obchodní podmínky upravují poskytování softwarové služby BizAuto podnikatelům a právnickým osobám. Před objednávkou služby si je prosím pozorně přečtěte.',
  sections: [
    {
      heading: '1. Úvodní ustanovení',
      paragraphs: [
        [
          'Poskytovatelem služby je společnost {company}',
          ', se sídlem {registeredAddress}',
          ', IČO: {companyId}',
          ', DIČ: {vatId}',
          ', zapsaná v obchodním rejstříku, spisová značka {courtRegistration}',
          ' (dále jen „poskytovatel“).',
        ],
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
};
