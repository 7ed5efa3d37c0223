/**
 * Generated blog posts for measuring site search: deterministic posts in Czech, English and German whose
 * vocabulary resembles the site's (accounting, automation, HR, CRM). Used by `npm run bench` and
 * scripts/search-comparison.ts. The first post carries the quality cases; no other text uses their exact forms.
 */
import { LOCALES, type Locale } from '@app/i18n';
import type { RunningBackend } from '@app/local-backend';

const VOCABULARY: Record<Locale, { topics: string[]; words: string[] }> = {
  cs: {
    topics: ['Účetnictví', 'Mzdy', 'Sklad', 'Docházka', 'Objednávky', 'Smlouvy', 'Schvalování', 'Reporting', 'Pokladna', 'Nábor', 'Zákazníci', 'Dodavatelé'],
    words: 'automatizace procesů firma zaměstnanci účetní doklady výkazy přehled data kontrola chyby úspora času digitalizace systém modul integrace banka platby termíny schválení dokument archiv workflow šablona export import tým vedení rozpočet náklady výnosy daně DPH přiznání evidence směrnice řízení zákazník obchod nabídka smlouva podpis pracovník směna dovolená nemoc výplata srážky pojištění odvody audit bezpečnost přístup role oprávnění zálohování cloud server aplikace mobil notifikace e-mail kalendář úkol projekt milník plán analýza graf tabulka filtr hledání štítek kategorie poznámka komentář historie verze změna'.split(' '),
  },
  en: {
    topics: ['Accounting', 'Payroll', 'Warehouse', 'Attendance', 'Orders', 'Contracts', 'Approvals', 'Reporting', 'Cash desk', 'Hiring', 'Customers', 'Suppliers'],
    words: 'automation processes company employees accountant documents statements overview data control errors saving time digitisation system module integration bank payments deadlines approval document archive workflow template export import team management budget costs revenue taxes VAT return records policy control customer sales offer contract signature worker shift holiday sickness salary deductions insurance contributions audit security access role permission backup cloud server application mobile notification email calendar task project milestone plan analysis chart table filter search label category note comment history version change'.split(' '),
  },
  de: {
    topics: ['Buchhaltung', 'Lohn', 'Lager', 'Anwesenheit', 'Bestellungen', 'Verträge', 'Freigaben', 'Berichte', 'Kasse', 'Einstellung', 'Kunden', 'Lieferanten'],
    words: 'Automatisierung Prozesse Firma Mitarbeiter Buchhalter Belege Auswertungen Überblick Daten Kontrolle Fehler Zeitersparnis Digitalisierung System Modul Integration Bank Zahlungen Fristen Freigabe Dokument Archiv Ablauf Vorlage Export Import Team Leitung Budget Kosten Erlöse Steuern Umsatzsteuer Erklärung Nachweis Richtlinie Steuerung Kunde Vertrieb Angebot Vertrag Unterschrift Arbeitskraft Schicht Urlaub Krankheit Gehalt Abzüge Versicherung Beiträge Prüfung Sicherheit Zugang Rolle Berechtigung Sicherung Cloud Server Anwendung Handy Benachrichtigung E-Mail Kalender Aufgabe Projekt Meilenstein Plan Analyse Diagramm Tabelle Filter Suche Etikett Kategorie Notiz Kommentar Verlauf Version Änderung'.split(' '),
  },
};

/** The post the quality cases look for, in each language. */
export const TARGET = {
  cs: { title: 'Přepisování faktur bez chyb', slug: 'prepisovani-faktur-bez-chyb', text: 'Přepisování faktur do účetnictví stojí hodiny. Faktura se přečte sama.' },
  en: { title: 'An invoice typed in once', slug: 'an-invoice-typed-in-once', text: 'Typing an invoice into the ledger by hand costs hours. Each invoice is read automatically.' },
  de: { title: 'Jede Rechnung nur einmal erfassen', slug: 'jede-rechnung-nur-einmal-erfassen', text: 'Das Abtippen einer Rechnung kostet Stunden. Die Rechnung wird automatisch gelesen.' },
} as const;

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface GeneratedPost {
  [column: string]: string | boolean;
}

export function generatePosts(count: number): GeneratedPost[] {
  const random = prng(42);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
  const posts: GeneratedPost[] = [];
  for (let n = 0; n < count; n += 1) {
    const post: GeneratedPost = { published: true };
    for (const lang of LOCALES) {
      const { topics, words } = VOCABULARY[lang];
      const sentence = (length: number) => {
        const picked = Array.from({ length }, () => pick(words)).join(' ');
        return picked.charAt(0).toUpperCase() + picked.slice(1) + '.';
      };
      const paragraphs = Array.from({ length: 5 }, () => `<p>${Array.from({ length: 6 }, () => sentence(8 + Math.floor(random() * 8))).join(' ')}</p>`);
      const topic = pick(topics);
      let title = `${topic}: ${sentence(4).slice(0, -1)} ${n + 1}`;
      let slug = `${lang}-clanek-${n + 1}`;
      if (n === 0) {
        title = TARGET[lang].title;
        slug = TARGET[lang].slug;
        paragraphs.unshift(`<p>${TARGET[lang].text}</p>`);
      }
      post[`title_${lang}`] = title;
      post[`slug_${lang}`] = slug;
      post[`excerpt_${lang}`] = sentence(12);
      post[`content_${lang}`] = `<h2>${topic}</h2>${paragraphs.join('')}`;
      post[`category_${lang}`] = topic;
    }
    posts.push(post);
  }
  return posts;
}

/**
 * Inserts the posts as the database owner (no UI), in one statement; resolves with their ids. A post may name
 * its cover (`cover_media_id`, a media library image).
 */
export async function seedPosts(backend: RunningBackend, posts: (GeneratedPost & { cover_media_id?: string })[]): Promise<string[]> {
  const columns = LOCALES.flatMap((lang) => ['title', 'slug', 'excerpt', 'content', 'category'].map((field) => `${field}_${lang}`));
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.blog_posts (${columns.join(', ')}, published, cover_media_id)
     select ${columns.join(', ')}, published, cover_media_id from jsonb_to_recordset($1::jsonb)
       as post(${columns.map((column) => `${column} text`).join(', ')}, published boolean, cover_media_id uuid)
     returning id::text as id`,
    [JSON.stringify(posts)],
  );
  return rows.map((row) => row.id);
}

/** The site path of a post in a language (Czech posts live under /blog). */
export const postPath = (lang: Locale, slug: string) => (lang === 'cs' ? `/blog/${slug}` : `/${lang}/blog/${slug}`);
