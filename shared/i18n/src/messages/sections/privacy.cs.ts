/** The privacy page's texts in Czech: their own chunk, loaded with that page only. */
export const privacyCs = {
  contentsLabel: 'Obsah',
  title: 'Zásady ochrany osobních údajů',
  updated: 'Účinné od 1. 1. 2026',
  intro:
    'Ochrana vašich osobních údajů je pro nás důležitá. V těchto zásadách vysvětlujeme, jaké údaje o vás zpracováváme, proč a jak dlouho, komu je můžeme předat a jaká máte práva podle nařízení Evropského parlamentu a Rady (EU) 2016/679 (GDPR).',
  sections: [
    {
      heading: '1. Správce osobních údajů',
      paragraphs: [
        [
          'Správcem osobních údajů je společnost {company}',
          ', se sídlem {registeredAddress}',
          ', IČO: {companyId}',
          ', DIČ: {vatId}',
          ', zapsaná v obchodním rejstříku, spisová značka {courtRegistration}',
          ' (dále jen „my“).',
        ],
        ['Ve věcech ochrany osobních údajů nás můžete kontaktovat', ' e-mailem na adrese {privacyEmail} nebo', ' písemně na adrese sídla.'],
      ],
    },
    {
      heading: '2. Jaké údaje zpracováváme',
      paragraphs: [
        'Kontaktní údaje, které nám sami poskytnete prostřednictvím kontaktního formuláře nebo e-mailu: jméno a příjmení, e-mail, telefon, název společnosti a obsah zprávy.',
        'E-mailovou adresu, pokud se přihlásíte k odběru newsletteru.',
        'Údaje o zákaznících a jejich uživatelích potřebné k poskytování služby: jméno, pracovní e-mail, role v aplikaci, fakturační údaje a záznamy o přihlášení.',
        'Technické údaje o návštěvě webu: IP adresu, typ prohlížeče, dobu přístupu a údaje uložené v cookies a v úložišti prohlížeče.',
        'Měření návštěvnosti bez cookies: u každého zobrazení stránky zaznamenáme stránku, její jazyk a adresu (bez parametrů), doménu webu, ze kterého jste přišli (ne celý odkaz), údaje kampaně z odkazu (utm_source, utm_medium, utm_campaign) a typ zařízení podle šířky okna (mobil, tablet, počítač). Návštěvníka poznáme jen v rámci jednoho dne podle jednosměrného otisku zkrácené IP adresy a druhu prohlížeče, vytvořeného s náhodným klíčem, který se každý den mění a po skončení dne se maže. IP adresu ani celý identifikátor prohlížeče neukládáme, nepoužíváme cookies ani úložiště prohlížeče a návštěvy z různých dnů nelze propojit. Pokud prohlížeč vysílá signál Global Privacy Control nebo Do Not Track, neměříme nic.',
        'Odkud přišla poptávka: s poptávkou nebo přihláškou k newsletteru uložíme první stránku vaší návštěvy, doménu webu, ze kterého jste přišli, a údaje kampaně z odkazu. Tyto údaje jsou součástí poptávky a mažou se spolu s ní.',
        'Vyhledávání na webu: když hledáte, uložíme text dotazu, jeho jazyk a počet výsledků na 90 dní, abychom věděli, jaký obsah chybí. Neukládáme IP adresu, cookie ani nic, co by vás identifikovalo; proti zahlcení si nejvýše hodinu pamatujeme jednosměrný otisk vašeho připojení vytvořený tajným klíčem.',
      ],
    },
    {
      heading: '3. Účely a právní základy zpracování',
      paragraphs: [
        'Vyřízení vaší poptávky a příprava nabídky nebo ukázky produktu – jednání o smlouvě a náš oprávněný zájem odpovědět na váš dotaz (čl. 6 odst. 1 písm. b) a f) GDPR).',
        'Uzavření a plnění smlouvy o poskytování služby, včetně zákaznické podpory a fakturace (čl. 6 odst. 1 písm. b) GDPR).',
        'Plnění právních povinností, zejména v oblasti účetnictví a daní (čl. 6 odst. 1 písm. c) GDPR).',
        'Zasílání newsletteru na základě vašeho souhlasu, který můžete kdykoli odvolat (čl. 6 odst. 1 písm. a) GDPR).',
        'Měření návštěvnosti bez cookies a zjištění, které stránky a kampaně přinášejí poptávky – náš oprávněný zájem zlepšovat web (čl. 6 odst. 1 písm. f) GDPR).',
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
        'Reklamní ani analytické cookies nepoužíváme. Návštěvnost měříme bez cookies a bez úložiště prohlížeče (viz bod 2); jiné analytické nástroje bychom nasadili pouze s vaším předchozím souhlasem.',
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
        [
          'Svá práva uplatníte',
          ' e-mailem na adrese {privacyEmail} nebo',
          ' písemně na adrese sídla. Odpovíme bez zbytečného odkladu, nejpozději do jednoho měsíce.',
        ],
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
};
