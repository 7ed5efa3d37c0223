// Registers every catalog at once, for Node (prerendering, tests, scripts) where chunk size does not matter.
import { cs } from './messages/cs';
import { de } from './messages/de';
import { en } from './messages/en';
import { registerMessages } from './messages';
import { homeCs } from './messages/sections/home.cs';
import { homeDe } from './messages/sections/home.de';
import { homeEn } from './messages/sections/home.en';
import { privacyCs } from './messages/sections/privacy.cs';
import { privacyDe } from './messages/sections/privacy.de';
import { privacyEn } from './messages/sections/privacy.en';
import { termsCs } from './messages/sections/terms.cs';
import { termsDe } from './messages/sections/terms.de';
import { termsEn } from './messages/sections/terms.en';

registerMessages('cs', { ...cs, home: homeCs, privacy: privacyCs, terms: termsCs });
registerMessages('en', { ...en, home: homeEn, privacy: privacyEn, terms: termsEn });
registerMessages('de', { ...de, home: homeDe, privacy: privacyDe, terms: termsDe });
