// Registers every catalog at once, for Node (prerendering, tests, scripts) where chunk size does not matter.
import { cs } from './messages/cs';
import { de } from './messages/de';
import { en } from './messages/en';
import { registerMessages } from './messages';
import { blogListCs } from './messages/sections/blog-list.cs';
import { blogListDe } from './messages/sections/blog-list.de';
import { blogListEn } from './messages/sections/blog-list.en';
import { blogPostCs } from './messages/sections/blog-post.cs';
import { blogPostDe } from './messages/sections/blog-post.de';
import { blogPostEn } from './messages/sections/blog-post.en';
import { contactCs } from './messages/sections/contact.cs';
import { contactDe } from './messages/sections/contact.de';
import { contactEn } from './messages/sections/contact.en';
import { homeCs } from './messages/sections/home.cs';
import { homeDe } from './messages/sections/home.de';
import { homeEn } from './messages/sections/home.en';
import { modulesPageCs } from './messages/sections/modules.cs';
import { modulesPageDe } from './messages/sections/modules.de';
import { modulesPageEn } from './messages/sections/modules.en';
import { newsletterPagesCs } from './messages/sections/newsletter-pages.cs';
import { newsletterPagesDe } from './messages/sections/newsletter-pages.de';
import { newsletterPagesEn } from './messages/sections/newsletter-pages.en';
import { pricingCs } from './messages/sections/pricing.cs';
import { pricingDe } from './messages/sections/pricing.de';
import { pricingEn } from './messages/sections/pricing.en';
import { privacyCs } from './messages/sections/privacy.cs';
import { privacyDe } from './messages/sections/privacy.de';
import { privacyEn } from './messages/sections/privacy.en';
import { referencesCs } from './messages/sections/references.cs';
import { referencesDe } from './messages/sections/references.de';
import { referencesEn } from './messages/sections/references.en';
import { searchCs } from './messages/sections/search.cs';
import { searchDe } from './messages/sections/search.de';
import { searchEn } from './messages/sections/search.en';
import { servicesCs } from './messages/sections/services.cs';
import { servicesDe } from './messages/sections/services.de';
import { servicesEn } from './messages/sections/services.en';
import { termsCs } from './messages/sections/terms.cs';
import { termsDe } from './messages/sections/terms.de';
import { termsEn } from './messages/sections/terms.en';

registerMessages('cs', {
  ...cs,
  home: homeCs,
  services: servicesCs,
  modulesPage: modulesPageCs,
  references: referencesCs,
  pricing: pricingCs,
  contact: contactCs,
  blogList: blogListCs,
  blogPost: blogPostCs,
  privacy: privacyCs,
  terms: termsCs,
  newsletterPages: newsletterPagesCs,
  search: searchCs,
});
registerMessages('en', {
  ...en,
  home: homeEn,
  services: servicesEn,
  modulesPage: modulesPageEn,
  references: referencesEn,
  pricing: pricingEn,
  contact: contactEn,
  blogList: blogListEn,
  blogPost: blogPostEn,
  privacy: privacyEn,
  terms: termsEn,
  newsletterPages: newsletterPagesEn,
  search: searchEn,
});
registerMessages('de', {
  ...de,
  home: homeDe,
  services: servicesDe,
  modulesPage: modulesPageDe,
  references: referencesDe,
  pricing: pricingDe,
  contact: contactDe,
  blogList: blogListDe,
  blogPost: blogPostDe,
  privacy: privacyDe,
  terms: termsDe,
  newsletterPages: newsletterPagesDe,
  search: searchDe,
});
