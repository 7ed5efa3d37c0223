import { privacyCs } from './privacy.cs';
import { privacyDe } from './privacy.de';
import { privacyEn } from './privacy.en';

const textOf = (document: typeof privacyEn) => document.sections.flatMap((section) => section.paragraphs.flat()).join(' ');

test.each([
  ['cs', privacyCs, ['Měření návštěvnosti bez cookies', 'zkrácené IP adresy', 'po skončení dne se maže', 'IP adresu ani celý identifikátor prohlížeče neukládáme', 'nepoužíváme cookies ani úložiště prohlížeče', 'první stránku vaší návštěvy']],
  ['en', privacyEn, ['Visit counting without cookies', 'shortened IP address', 'deleted when the day is over', 'We store neither the IP address nor the full browser identifier', 'use no cookies or browser storage', 'first page of your visit']],
  ['de', privacyDe, ['Besuchszählung ohne Cookies', 'gekürzten IP-Adresse', 'nach Ablauf des Tages gelöscht', 'Wir speichern weder die IP-Adresse noch die vollständige Browserkennung', 'keine Cookies und keinen Browserspeicher', 'erste Seite Ihres Besuchs']],
])('the %s privacy policy says what the cookieless counting records and what it does not', (_locale, document, phrases) => {
  const text = textOf(document);
  for (const phrase of phrases) expect(text).toContain(phrase);
  for (const field of ['utm_source', 'utm_medium', 'utm_campaign', 'Global Privacy Control', 'Do Not Track']) expect(text).toContain(field);
});
