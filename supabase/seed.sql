-- Demo data for the local backend only (contract.md "Seeded demo accounts" / "Seeded demo content").
-- `supabase db push` never applies this file, so demo accounts never reach a hosted project.
-- Runs after all migrations, as the database owner.

-- The content's ids are derived from the order of the inserts below instead of drawn at random, so every
-- seeded database is the same: a page prerendered from one (a build, a cached build) names the same posts
-- as the database a test or `npm start` serves it with. The tables' own defaults come back at the end.
create sequence private.seed_ids;
create function private.seeded_uuid(kind text) returns uuid language sql as $$
  select extensions.uuid_generate_v5(extensions.uuid_ns_url(), 'urn:bizauto-seed:' || kind || ':' || nextval('private.seed_ids'))
$$;
alter table public.modules alter column id set default private.seeded_uuid('modules');
alter table public.blog_posts alter column id set default private.seeded_uuid('blog_posts');
alter table public."references" alter column id set default private.seeded_uuid('references');
alter table public.pricing_plans alter column id set default private.seeded_uuid('pricing_plans');

-- ============================================================================
-- Demo accounts (passwords hashed with bcrypt as GoTrue stores them)
-- ============================================================================

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select '00000000-0000-0000-0000-000000000000'::uuid,
       account.id,
       'authenticated',
       'authenticated',
       account.email,
       extensions.crypt(account.password, extensions.gen_salt('bf', 10)),
       now(),
       null,
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('full_name', account.full_name),
       account.created_at,
       account.created_at,
       '', '', '', ''
from (values
  ('3f6c2a91-7d4e-4b8a-9c15-2e8d7a40b1f3'::uuid, 'admin@example.com', 'admin1234', 'Alena Adminová', timestamptz '2026-09-01 08:00:00+02'),
  ('b82e4d17-5a93-4c6f-8e21-9f0c3d6a2b58'::uuid, 'editor@example.com', 'editor1234', 'Erik Editor', timestamptz '2026-09-02 08:00:00+02'),
  ('6d1a9e54-c3b7-4f02-a8d9-71e5b0c4f2a6'::uuid, 'user@example.com', 'user12345', 'Uršula Uživatelová', timestamptz '2026-09-03 08:00:00+02')
) as account (id, email, password, full_name, created_at);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text,
       u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email',
       null,
       u.created_at,
       u.created_at
from auth.users u
where u.email in ('admin@example.com', 'editor@example.com', 'user@example.com');

-- The sign-up trigger created the profiles with role 'user'; the demo staff get their roles here.
update public.profiles set role = 'admin'
where user_id = '3f6c2a91-7d4e-4b8a-9c15-2e8d7a40b1f3';

insert into public.user_roles (user_id, role) values
  ('3f6c2a91-7d4e-4b8a-9c15-2e8d7a40b1f3', 'admin'),
  ('b82e4d17-5a93-4c6f-8e21-9f0c3d6a2b58', 'editor');

-- ============================================================================
-- Modules
-- ============================================================================

insert into public.modules (
  slug, name_cs, name_en, name_de, description_cs, description_en, description_de, icon,
  features_cs, features_en, features_de, image_url, images, display_order, active
) values
(
  'invoicing',
  'Fakturace a účetnictví',
  'Invoicing and accounting',
  'Rechnungen und Buchhaltung',
  'Přijaté faktury zpracujete bez přepisování: systém je načte z PDF i z e-mailu, vytěží data pomocí OCR, roztřídí je, pošle ke schválení a hotové doklady předá do účetnictví.',
  'Process incoming invoices without retyping: the system imports them from PDF and e-mail, extracts the data with OCR, classifies them, routes them for approval and hands finished documents to your accounting package.',
  'Eingangsrechnungen ohne Abtippen verarbeiten: Das System importiert sie aus PDF und E-Mail, liest die Daten per OCR aus, ordnet sie zu, leitet sie zur Freigabe weiter und übergibt fertige Belege an die Buchhaltung.',
  'FileText',
  array['Import faktur z PDF a e-mailu', 'Vytěžování dat pomocí OCR', 'Automatická klasifikace dokladů', 'Schvalovací workflow', 'Export do účetního systému'],
  array['Invoice import from PDF and e-mail', 'OCR data extraction', 'Automatic document classification', 'Approval workflow', 'Export to your accounting system'],
  array['Rechnungsimport aus PDF und E-Mail', 'Datenerfassung per OCR', 'Automatische Belegklassifizierung', 'Freigabe-Workflow', 'Export in die Buchhaltungssoftware'],
  '/images/modules/invoicing-1.webp',
  '["/images/modules/invoicing-1.webp", {"url": "/images/modules/invoicing-2.webp", "active": true}, {"url": "/images/modules/invoicing-old.webp", "active": false}]',
  1,
  true
),
(
  'hr',
  'HR a personalistika',
  'HR and personnel',
  'HR und Personalwesen',
  'Docházka, smlouvy a evidence zaměstnanců na jednom místě. Žádosti o dovolenou a další nepřítomnosti schvalují vedoucí několika kliknutími a mzdová účetní má podklady vždy včas.',
  'Attendance, contracts and employee records in one place. Managers approve leave and other absences in a few clicks, and payroll always gets its data on time.',
  'Anwesenheit, Verträge und Personalakten an einem Ort. Führungskräfte genehmigen Urlaub und andere Abwesenheiten mit wenigen Klicks, und die Lohnbuchhaltung erhält ihre Daten immer rechtzeitig.',
  'Users',
  array['Evidence docházky', 'Správa pracovních smluv', 'Karty zaměstnanců', 'Schvalování nepřítomností'],
  array['Attendance tracking', 'Employment contract management', 'Employee records', 'Absence approval'],
  array['Zeiterfassung', 'Verwaltung von Arbeitsverträgen', 'Personalakten', 'Genehmigung von Abwesenheiten'],
  '/images/modules/hr-1.webp',
  '["/images/modules/hr-1.webp", "/images/modules/hr-2.webp"]',
  2,
  true
),
(
  'crm',
  'CRM a obchod',
  'CRM and sales',
  'CRM und Vertrieb',
  'Kontakty, obchodní případy a aktivity obchodníků přehledně pohromadě. Obchodní pipeline ukáže, co je potřeba udělat, a upozornění hlídají termíny za vás.',
  'Contacts, deals and sales activities together in one clear view. The sales pipeline shows what needs doing next, and notifications keep track of deadlines for you.',
  'Kontakte, Verkaufschancen und Vertriebsaktivitäten übersichtlich an einem Ort. Die Vertriebspipeline zeigt die nächsten Schritte, und Benachrichtigungen behalten Termine für Sie im Blick.',
  'Handshake',
  array['Správa kontaktů', 'Obchodní případy', 'Evidence aktivit', 'Obchodní pipeline', 'Upozornění a připomínky'],
  array['Contact management', 'Deals', 'Activity tracking', 'Sales pipeline', 'Notifications and reminders'],
  array['Kontaktverwaltung', 'Verkaufschancen', 'Aktivitätenerfassung', 'Vertriebspipeline', 'Benachrichtigungen und Erinnerungen'],
  '/images/modules/crm-1.webp',
  '["/images/modules/crm-1.webp", {"url": "/images/modules/crm-2.webp"}]',
  3,
  true
),
(
  'ai-assistant',
  'AI asistent',
  'AI assistant',
  'KI-Assistent',
  'Chatbot, který rozumí vašim datům. Odpoví na dotazy nad fakturami, zaměstnanci i obchody, pomůže s rutinními úkony, přidělí úkoly kolegům a upozorní na chybějící údaje.',
  'A chatbot that understands your data. It answers questions about invoices, employees and deals, helps with routine actions, assigns tasks to colleagues and flags missing information.',
  'Ein Chatbot, der Ihre Daten versteht. Er beantwortet Fragen zu Rechnungen, Mitarbeitenden und Verkaufschancen, hilft bei Routineaufgaben, weist Kollegen Aufgaben zu und meldet fehlende Angaben.',
  'Bot',
  array['Dotazy nad firemními daty', 'Asistované akce', 'Přidělování úkolů', 'Kontrola chybějících údajů'],
  array['Questions about company data', 'Assisted actions', 'Task assignment', 'Missing data checks'],
  array['Abfragen von Unternehmensdaten', 'Assistierte Aktionen', 'Aufgabenzuweisung', 'Prüfung fehlender Angaben'],
  '/images/modules/ai-assistant-1.webp',
  '["/images/modules/ai-assistant-1.webp", "/images/modules/ai-assistant-2.webp"]',
  4,
  true
);

-- ============================================================================
-- Blog posts: three published (one featured) and one draft
-- ============================================================================

insert into public.blog_posts (
  slug_cs, title_cs, excerpt_cs, content_cs, category_cs,
  slug_en, title_en, excerpt_en, content_en, category_en,
  slug_de, title_de, excerpt_de, content_de, category_de,
  image_url, read_time, read_time_manual, published, featured, author_id, created_at, updated_at
) values
(
  'jak-automatizace-faktur-setri-cas',
  'Jak automatizace zpracování faktur šetří až 80 % času',
  'Ruční přepisování faktur stojí účetní oddělení desítky hodin měsíčně. Ukážeme, kde přesně čas mizí a jak ho OCR, klasifikace a schvalovací workflow vrátí zpět.',
  $html$<p>Průměrná přijatá faktura projde v české firmě rukama tří až čtyř lidí: někdo ji vytiskne nebo uloží z e-mailu, účetní ji přepíše, vedoucí ji schválí a nakonec se zaúčtuje. Každý krok je příležitost k chybě i ke zdržení.</p>
<h2>Kde se ztrácí čas</h2>
<ul>
<li><strong>Sběr dokladů</strong> – faktury chodí do různých schránek a část z nich na papíře.</li>
<li><strong>Přepisování</strong> – dodavatel, IČO, částky a DPH se zadávají ručně.</li>
<li><strong>Schvalování</strong> – doklad čeká v šuplíku nebo v něčí poště.</li>
</ul>
<h2>Co automatizace změní</h2>
<p>Systém načte fakturu z PDF nebo přímo z e-mailu, pomocí OCR vytěží údaje a podle dodavatele ji zařadí do správné kategorie. Schvalovatel dostane upozornění a schválí ji jedním kliknutím. Hotový doklad se exportuje do účetního programu.</p>
<blockquote>Naši zákazníci zkrátili zpracování jedné faktury z deseti minut na necelé dvě.</blockquote>
<p>Výsledkem je méně rutinní práce, méně chyb a přehled o tom, v jakém stavu je každý doklad.</p>$html$,
  'Automatizace',
  'how-invoice-automation-saves-time',
  'How invoice automation saves up to 80% of processing time',
  'Retyping invoices costs accounting teams dozens of hours a month. Here is where the time goes and how OCR, classification and approval workflows give it back.',
  $html$<p>A typical incoming invoice passes through the hands of three or four people: someone saves it from an e-mail or prints it, an accountant retypes it, a manager approves it, and finally it is booked. Every step is a chance for an error and a delay.</p>
<h2>Where the time goes</h2>
<ul>
<li><strong>Collecting documents</strong> – invoices arrive in several inboxes, some still on paper.</li>
<li><strong>Retyping</strong> – supplier, company ID, amounts and VAT are entered by hand.</li>
<li><strong>Approval</strong> – the document waits in a drawer or in someone's inbox.</li>
</ul>
<h2>What automation changes</h2>
<p>The system imports the invoice from a PDF or straight from e-mail, extracts the data with OCR and files it under the right category based on the supplier. The approver gets a notification and approves it with one click. The finished document is exported to your accounting package.</p>
<blockquote>Our customers cut the processing time of one invoice from ten minutes to under two.</blockquote>
<p>The result is less routine work, fewer errors and a clear view of where every document stands.</p>$html$,
  'Automation',
  'wie-rechnungsautomatisierung-zeit-spart',
  'Wie die Automatisierung der Rechnungsverarbeitung bis zu 80 % Zeit spart',
  'Das Abtippen von Rechnungen kostet Buchhaltungsteams jeden Monat Dutzende Stunden. Wir zeigen, wo die Zeit verloren geht und wie OCR, Klassifizierung und Freigabe-Workflows sie zurückgeben.',
  $html$<p>Eine Eingangsrechnung geht durchschnittlich durch die Hände von drei bis vier Personen: Jemand speichert sie aus einer E-Mail, die Buchhaltung tippt sie ab, eine Führungskraft gibt sie frei, und schließlich wird sie gebucht.</p>
<h2>Was die Automatisierung ändert</h2>
<p>Das System importiert die Rechnung aus PDF oder direkt aus der E-Mail, liest die Daten per OCR aus und ordnet sie dem richtigen Lieferanten zu. Die freigebende Person wird benachrichtigt und gibt mit einem Klick frei. Der fertige Beleg wird in die Buchhaltung exportiert.</p>
<p>Das Ergebnis: weniger Routinearbeit, weniger Fehler und ein klarer Überblick über jeden Beleg.</p>$html$,
  'Automatisierung',
  null, 6, true, true, true, 'b82e4d17-5a93-4c6f-8e21-9f0c3d6a2b58', timestamptz '2026-10-14 09:00:00+02', timestamptz '2026-10-14 09:00:00+02'
),
(
  'digitalizace-firmy-krok-za-krokem',
  'Digitalizace firmy krok za krokem: od papíru k datům',
  'Digitalizace neznamená naskenovat šanony. Projděte si pět kroků, kterými se firma dostane od papírových dokladů k datům, se kterými se dá pracovat.',
  $html$<p>Mnoho firem začíná digitalizaci nákupem nového softwaru. Úspěšné projekty ale začínají u procesů: nejdřív je potřeba vědět, kudy doklady a informace tečou a kdo o nich rozhoduje.</p>
<h2>Pět kroků k digitální firmě</h2>
<ol>
<li><strong>Zmapujte procesy</strong> – popište, jak dnes putuje faktura, žádost o dovolenou nebo obchodní nabídka.</li>
<li><strong>Sjednoťte vstupy</strong> – jedna schránka na faktury, jeden formulář na žádosti.</li>
<li><strong>Automatizujte opakované kroky</strong> – vytěžování, třídění a připomínky zvládne software.</li>
<li><strong>Propojte systémy</strong> – účetnictví, banka a CRM si mají předávat data samy.</li>
<li><strong>Měřte výsledky</strong> – sledujte, kolik času a chyb jste ušetřili.</li>
</ol>
<p>Každý krok přináší úsporu sám o sobě, takže není nutné čekat na velký projekt. Stačí začít tam, kde to bolí nejvíc.</p>$html$,
  'Digitalizace',
  'digital-transformation-step-by-step',
  'Digitalising your company step by step: from paper to data',
  'Digitalisation does not mean scanning binders. Walk through five steps that take a company from paper documents to data it can actually work with.',
  $html$<p>Many companies start digitalisation by buying new software. Successful projects start with processes: first you need to know how documents and information flow and who decides about them.</p>
<h2>Five steps to a digital company</h2>
<ol>
<li><strong>Map your processes</strong> – describe how an invoice, a leave request or a sales offer travels today.</li>
<li><strong>Unify the inputs</strong> – one inbox for invoices, one form for requests.</li>
<li><strong>Automate repetitive steps</strong> – extraction, sorting and reminders are work for software.</li>
<li><strong>Connect your systems</strong> – accounting, bank and CRM should exchange data on their own.</li>
<li><strong>Measure the results</strong> – track how much time and how many errors you saved.</li>
</ol>
<p>Each step pays off on its own, so there is no need to wait for a big project. Start where it hurts most.</p>$html$,
  'Digitalisation',
  'digitalisierung-schritt-fuer-schritt',
  'Digitalisierung Schritt für Schritt: vom Papier zu Daten',
  'Digitalisierung heißt nicht, Ordner einzuscannen. Fünf Schritte, mit denen ein Unternehmen von Papierbelegen zu nutzbaren Daten kommt.',
  $html$<p>Erfolgreiche Digitalisierungsprojekte beginnen nicht mit Software, sondern mit Prozessen: Wie fließen Belege und Informationen, und wer entscheidet darüber?</p>
<ol>
<li><strong>Prozesse erfassen</strong></li>
<li><strong>Eingänge vereinheitlichen</strong></li>
<li><strong>Wiederkehrende Schritte automatisieren</strong></li>
<li><strong>Systeme verbinden</strong></li>
<li><strong>Ergebnisse messen</strong></li>
</ol>
<p>Jeder Schritt lohnt sich für sich. Beginnen Sie dort, wo es am meisten schmerzt.</p>$html$,
  'Digitalisierung',
  null, 7, true, true, false, 'b82e4d17-5a93-4c6f-8e21-9f0c3d6a2b58', timestamptz '2026-09-30 09:00:00+02', timestamptz '2026-09-30 09:00:00+02'
),
(
  'implementace-systemu-za-ctyri-tydny',
  'Implementace nového systému za čtyři týdny: jak na to',
  'Zavedení nového systému nemusí trvat půl roku. Jak vypadá implementace, která je hotová za dva až čtyři týdny, a co pro ni musí udělat firma sama?',
  $html$<p>Obava z dlouhé a drahé implementace je nejčastější důvod, proč firmy automatizaci odkládají. Hotové moduly a jasný postup ale dovolují spustit systém v řádu týdnů.</p>
<h2>Jak probíhá implementace</h2>
<h3>1. týden: analýza</h3>
<p>Společně projdeme vaše procesy a určíme, které moduly a integrace dávají smysl.</p>
<h3>2. a 3. týden: nastavení a integrace</h3>
<p>Nastavíme schvalovací pravidla, propojíme účetní systém a importujeme kmenová data.</p>
<h3>4. týden: školení a spuštění</h3>
<p>Proškolíme uživatele a první týdny provozu jsme vám k dispozici s rozšířenou podporou.</p>
<h2>Co připravit</h2>
<ul>
<li>kontaktní osobu, která zná procesy a může rozhodovat,</li>
<li>přístupy k účetnímu systému a e-mailovým schránkám,</li>
<li>seznam uživatelů a jejich rolí.</li>
</ul>$html$,
  'Implementace',
  'system-implementation-in-four-weeks',
  'Implementing a new system in four weeks: how it works',
  'Introducing a new system does not have to take six months. What does an implementation finished in two to four weeks look like, and what does the company need to do itself?',
  $html$<p>Fear of a long and expensive implementation is the most common reason companies postpone automation. Ready-made modules and a clear plan make it possible to go live within weeks.</p>
<h2>How the implementation works</h2>
<h3>Week 1: analysis</h3>
<p>Together we review your processes and decide which modules and integrations make sense.</p>
<h3>Weeks 2 and 3: configuration and integration</h3>
<p>We set up approval rules, connect your accounting system and import master data.</p>
<h3>Week 4: training and go-live</h3>
<p>We train your users and stay at hand with extended support during the first weeks of operation.</p>
<h2>What to prepare</h2>
<ul>
<li>a contact person who knows the processes and can make decisions,</li>
<li>access to the accounting system and e-mail inboxes,</li>
<li>a list of users and their roles.</li>
</ul>$html$,
  'Implementation',
  null, null, null, null, null,
  null, 5, true, true, false, '3f6c2a91-7d4e-4b8a-9c15-2e8d7a40b1f3', timestamptz '2026-09-02 09:00:00+02', timestamptz '2026-09-02 09:00:00+02'
),
(
  'analyza-schvalovacich-procesu-2026',
  'Co ukazují data: analýza schvalovacích procesů v roce 2026',
  'Koncept: jak dlouho čekají faktury na schválení a kde jsou největší úzká místa.',
  $html$<p>Rozpracovaný článek. Data z anonymizovaných provozů budou doplněna.</p>$html$,
  'Analýzy',
  null, null, null, null, null,
  null, null, null, null, null,
  null, 4, true, false, false, 'b82e4d17-5a93-4c6f-8e21-9f0c3d6a2b58', timestamptz '2026-11-10 09:00:00+01', timestamptz '2026-11-10 09:00:00+01'
);

-- ============================================================================
-- References (the three case studies of the references page)
-- ============================================================================

insert into public."references" (
  company_name, website_url, image_url,
  title_cs, industry_cs, size_cs, result_summary_cs, description_cs, results_cs,
  title_en, industry_en, size_en, result_summary_en, description_en, results_en,
  title_de, industry_de, size_de, result_summary_de, description_de, results_de,
  featured, display_order, created_at
) values
(
  'Strojírny Vysočina a.s.', 'https://www.example.com/strojirny-vysocina', null,
  'Fakturace bez přepisování ve strojírenské výrobě',
  'Strojírenská výroba', '180 zaměstnanců', 'O 60 % rychlejší zpracování faktur',
  'Účetní oddělení ručně přepisovalo přes 1 200 přijatých faktur měsíčně. Po nasazení modulu Fakturace se doklady načítají z e-mailu, vytěžují pomocí OCR a schvalují online.',
  array['Zpracování faktury zkráceno z 9 na 3,5 minuty', 'O 35 % méně chyb v zaúčtování', 'Schvalování do 24 hodin místo týdne'],
  'Invoicing without retyping in engineering manufacturing',
  'Engineering manufacturing', '180 employees', '60% faster invoice processing',
  'The accounting team retyped more than 1,200 incoming invoices a month. With the Invoicing module, documents are imported from e-mail, extracted with OCR and approved online.',
  array['Invoice processing cut from 9 to 3.5 minutes', '35% fewer booking errors', 'Approval within 24 hours instead of a week'],
  'Rechnungen ohne Abtippen im Maschinenbau',
  'Maschinenbau', '180 Mitarbeitende', '60 % schnellere Rechnungsverarbeitung',
  'Die Buchhaltung tippte monatlich über 1.200 Eingangsrechnungen ab. Mit dem Rechnungsmodul werden Belege aus der E-Mail importiert, per OCR ausgelesen und online freigegeben.',
  array['Bearbeitungszeit pro Rechnung von 9 auf 3,5 Minuten gesenkt', '35 % weniger Buchungsfehler', 'Freigabe innerhalb von 24 Stunden statt einer Woche'],
  true, 1, timestamptz '2026-08-20 10:00:00+02'
),
(
  'LogiTrans CZ s.r.o.', 'https://www.example.com/logitrans-cz', null,
  'Docházka a nepřítomnosti pro 320 řidičů a skladníků',
  'Doprava a logistika', '320 zaměstnanců', '80 % času HR ušetřeno na docházce',
  'Docházka se sbírala na papírových výkazech ze tří skladů. Modul HR sjednotil evidenci docházky, smlouvy a schvalování dovolených do jednoho systému dostupného i z mobilu.',
  array['Uzávěrka docházky za 1 den místo 5', 'Žádosti o dovolenou schválené v průměru do 4 hodin', 'Podklady pro mzdy bez ručního přepisu'],
  'Attendance and absences for 320 drivers and warehouse staff',
  'Transport and logistics', '320 employees', '80% of HR time saved on attendance',
  'Attendance was collected on paper timesheets from three warehouses. The HR module brought attendance, contracts and leave approval into one system that also works on a phone.',
  array['Monthly attendance closing in 1 day instead of 5', 'Leave requests approved within 4 hours on average', 'Payroll data without manual retyping'],
  'Anwesenheit und Abwesenheiten für 320 Fahrer und Lagermitarbeitende',
  'Transport und Logistik', '320 Mitarbeitende', '80 % weniger HR-Aufwand bei der Zeiterfassung',
  'Die Anwesenheit wurde auf Papierbögen aus drei Lagern erfasst. Das HR-Modul vereint Zeiterfassung, Verträge und Urlaubsfreigaben in einem System, das auch auf dem Smartphone funktioniert.',
  array['Monatsabschluss der Zeiterfassung in 1 statt 5 Tagen', 'Urlaubsanträge im Schnitt innerhalb von 4 Stunden genehmigt', 'Lohndaten ohne manuelles Abtippen'],
  false, 2, timestamptz '2026-07-15 10:00:00+02'
),
(
  'Pekárny Morava s.r.o.', 'https://www.example.com/pekarny-morava', null,
  'Obchod a AI asistent pro síť pekáren',
  'Potravinářství', '95 zaměstnanců', 'O 25 % více uzavřených obchodů',
  'Obchodníci vedli odběratele v tabulkách a e-mailech. CRM dalo obchodu společnou pipeline a AI asistent odpovídá na dotazy nad objednávkami a upozorňuje na chybějící údaje u odběratelů.',
  array['O 25 % více uzavřených obchodů za rok', 'Přehled o všech odběratelích na jednom místě', 'AI asistent vyřeší 40 % interních dotazů'],
  'Sales and an AI assistant for a bakery chain',
  'Food production', '95 employees', '25% more deals closed',
  'Sales reps kept customers in spreadsheets and e-mails. The CRM gave sales a shared pipeline, and the AI assistant answers questions about orders and flags missing customer data.',
  array['25% more deals closed in a year', 'All wholesale customers in one place', 'The AI assistant resolves 40% of internal questions'],
  'Vertrieb und KI-Assistent für eine Bäckereikette',
  'Lebensmittelherstellung', '95 Mitarbeitende', '25 % mehr abgeschlossene Geschäfte',
  'Der Vertrieb pflegte Kunden in Tabellen und E-Mails. Das CRM schuf eine gemeinsame Pipeline, und der KI-Assistent beantwortet Fragen zu Bestellungen und meldet fehlende Kundendaten.',
  array['25 % mehr Abschlüsse pro Jahr', 'Alle Großkunden an einem Ort', 'Der KI-Assistent klärt 40 % der internen Anfragen'],
  false, 3, timestamptz '2026-06-10 10:00:00+02'
);

-- ============================================================================
-- Pricing plans (the public pricing page's prices): Start, Business, Enterprise, monthly and yearly
-- ============================================================================

insert into public.pricing_plans (
  tier, billing_period, price, currency, display_order, highlighted, active,
  name_cs, name_en, name_de, description_cs, description_en, description_de,
  price_note_cs, price_note_en, price_note_de,
  features_cs, features_en, features_de,
  features_excluded_cs, features_excluded_en, features_excluded_de
)
select plan.tier, period.billing_period,
       case period.billing_period when 'monthly' then plan.monthly_price else plan.yearly_price end,
       'CZK', plan.display_order, plan.highlighted, true,
       plan.name_cs, plan.name_en, plan.name_de, plan.description_cs, plan.description_en, plan.description_de,
       case when period.billing_period = 'yearly' and plan.yearly_price is not null then 'Úspora 2 měsíce' end,
       case when period.billing_period = 'yearly' and plan.yearly_price is not null then 'Save 2 months' end,
       case when period.billing_period = 'yearly' and plan.yearly_price is not null then '2 Monate gespart' end,
       plan.features_cs, plan.features_en, plan.features_de,
       plan.excluded_cs, plan.excluded_en, plan.excluded_de
from (values
  (
    'start', 1, false, 4990::numeric, 49900::numeric,
    'Start', 'Start', 'Start',
    'Pro menší firmy, které chtějí začít s automatizací fakturace.',
    'For smaller companies starting to automate their invoicing.',
    'Für kleinere Unternehmen, die mit der Rechnungsautomatisierung beginnen.',
    array['500 dokladů měsíčně', '1 uživatel', 'Základní fakturace', 'OCR vytěžování dokladů', 'Export do účetnictví', 'E-mailová podpora', 'Základní reporty'],
    array['500 documents per month', '1 user', 'Basic invoicing', 'OCR document extraction', 'Export to accounting', 'E-mail support', 'Basic reports'],
    array['500 Belege pro Monat', '1 Benutzer', 'Grundlegende Rechnungsverarbeitung', 'OCR-Belegerfassung', 'Export in die Buchhaltung', 'E-Mail-Support', 'Basisberichte'],
    array['Pokročilé workflow', 'HR modul', 'CRM modul', 'AI chatbot', 'SSO přihlášení'],
    array['Advanced workflow', 'HR module', 'CRM module', 'AI chatbot', 'SSO sign-in'],
    array['Erweiterte Workflows', 'HR-Modul', 'CRM-Modul', 'KI-Chatbot', 'SSO-Anmeldung']
  ),
  (
    'business', 2, true, 9990::numeric, 99900::numeric,
    'Business', 'Business', 'Business',
    'Pro rostoucí firmy, které chtějí propojit fakturaci, HR a obchod.',
    'For growing companies that want invoicing, HR and sales connected.',
    'Für wachsende Unternehmen, die Rechnungen, HR und Vertrieb verbinden wollen.',
    array['2 000 dokladů měsíčně', '5 uživatelů', 'Vše z tarifu Start', 'Pokročilé workflow', 'HR modul', 'CRM modul', 'API integrace', 'Prioritní podpora', 'Pokročilé reporty', 'Schvalovací procesy'],
    array['2,000 documents per month', '5 users', 'Everything in Start', 'Advanced workflow', 'HR module', 'CRM module', 'API integration', 'Priority support', 'Advanced reports', 'Approval processes'],
    array['2.000 Belege pro Monat', '5 Benutzer', 'Alles aus Start', 'Erweiterte Workflows', 'HR-Modul', 'CRM-Modul', 'API-Integration', 'Priorisierter Support', 'Erweiterte Berichte', 'Freigabeprozesse'],
    array['AI chatbot', 'SSO přihlášení', 'Garance SLA', 'Zakázkové integrace'],
    array['AI chatbot', 'SSO sign-in', 'SLA guarantee', 'Custom integrations'],
    array['KI-Chatbot', 'SSO-Anmeldung', 'SLA-Garantie', 'Individuelle Integrationen']
  ),
  (
    'enterprise', 3, false, null::numeric, null::numeric,
    'Enterprise', 'Enterprise', 'Enterprise',
    'Pro velké organizace s individuálními požadavky na rozsah, bezpečnost a integrace.',
    'For large organisations with individual needs for scale, security and integrations.',
    'Für große Organisationen mit individuellen Anforderungen an Umfang, Sicherheit und Integrationen.',
    array['Neomezený počet dokladů', 'Neomezený počet uživatelů', 'Vše z tarifu Business', 'AI chatbot', 'SSO přihlášení', 'Dedikovaný konzultant', 'Garance SLA', 'Zakázkové integrace', 'Školení na místě'],
    array['Unlimited documents', 'Unlimited users', 'Everything in Business', 'AI chatbot', 'SSO sign-in', 'Dedicated consultant', 'SLA guarantee', 'Custom integrations', 'On-site training'],
    array['Unbegrenzte Belege', 'Unbegrenzte Benutzer', 'Alles aus Business', 'KI-Chatbot', 'SSO-Anmeldung', 'Persönlicher Berater', 'SLA-Garantie', 'Individuelle Integrationen', 'Schulung vor Ort'],
    array[]::text[], array[]::text[], array[]::text[]
  )
) as plan (
  tier, display_order, highlighted, monthly_price, yearly_price,
  name_cs, name_en, name_de, description_cs, description_en, description_de,
  features_cs, features_en, features_de, excluded_cs, excluded_en, excluded_de
)
cross join (values ('monthly'), ('yearly')) as period (billing_period)
order by period.billing_period, plan.display_order;

-- ============================================================================
-- Site settings
-- ============================================================================

insert into public.site_settings (setting_key, setting_value) values
(
  'contact_info',
  jsonb_build_object(
    'company', 'BizAuto s.r.o.',
    'address', 'Na Poříčí 1047/26, 110 00 Praha 1',
    'phone', '+420 222 333 444',
    'email', 'info@example.com',
    'hours', 'Po–Pá 9:00–17:00',
    -- Fictional company details (the IČO has a valid check digit; the DIČ of a legal person is CZ + IČO).
    'company_id', '08412537',
    'vat_id', 'CZ08412537',
    'registered_address', 'Na Poříčí 1047/26, 110 00 Praha 1',
    'privacy_email', 'gdpr@example.com',
    'court_registration', 'C 312457 vedená u Městského soudu v Praze',
    'court_registration_en', 'C 312457 kept by the Municipal Court in Prague',
    'court_registration_de', 'C 312457, geführt beim Stadtgericht Prag',
    -- Fictional profiles; X and YouTube are left unset, so the footer shows two networks.
    'linkedin_url', 'https://www.linkedin.com/company/bizauto-example',
    'facebook_url', 'https://www.facebook.com/bizauto.example',
    'map_url', 'https://www.openstreetmap.org/?mlat=50.08985&mlon=14.43105#map=17/50.08985/14.43105'
  )
),
(
  -- The plain password is replaced by its bcrypt hash by the site_settings trigger.
  'maintenance_mode',
  jsonb_build_object(
    'enabled', false,
    'message', 'Web je momentálně v údržbě. Brzy se vrátíme.',
    'password', 'udrzba123'
  )
)
on conflict (setting_key) do update set setting_value = excluded.setting_value;

alter table public.modules alter column id set default gen_random_uuid();
alter table public.blog_posts alter column id set default gen_random_uuid();
alter table public."references" alter column id set default gen_random_uuid();
alter table public.pricing_plans alter column id set default gen_random_uuid();
drop function private.seeded_uuid(text);
drop sequence private.seed_ids;
