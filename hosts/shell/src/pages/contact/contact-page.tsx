import './contact-page.css';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@app/i18n';
import { submitContactEnquiry, type ContactEnquiryInput, type EnquiryIntent } from '@app/content';
import { getPublicClient } from '@app/supabase';
import { NO_CONTACT_ORIGIN, type ContactOrigin } from '../../components/contact-link';
import { formTokenSlot, useFormToken } from '../../components/form-token';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { PageIntro } from '../../components/page-intro';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
import { ContactDetails } from './contact-details';
import { contactHeading, readContactOrigin } from './contact-origin';
import { CONTACT_FIELD_IDS, CONTACT_INTEREST_ID, ContactForm } from './contact-form';

const FORM_SECTION_ID = 'nabidka';

const formToken = formTokenSlot();

async function sendEnquiry(enquiry: ContactEnquiryInput, { origin, honeypot }: { origin: ContactOrigin; honeypot: string }, locale: Locale) {
  // How the visit began is read only now (nobody who merely reads the page downloads that code); the
  // enquiry goes without it when that code cannot load.
  const attribution = import('../../features/analytics/visit').then((module) => module.visitAttribution(), () => null);
  const client = await getPublicClient();
  try {
    await submitContactEnquiry(client, enquiry, { locale, honeypot, formToken: await formToken.take(), attribution: await attribution }, origin);
  } finally {
    formToken.renew();
  }
}

/** The form section in view, its first field focused (or the select, when the form was answered already). */
function goToForm() {
  document.getElementById(FORM_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  const field = document.getElementById(CONTACT_FIELD_IDS.name) ?? document.getElementById(CONTACT_INTEREST_ID);
  field?.focus({ preventScroll: true });
}

export function ContactPage() {
  const locale = useLocale();
  const messages = useMessages();
  const { contact } = messages;
  useDocumentMeta({ ...messages.meta.contact, locale });
  useScrollToHash();
  useFormToken(formToken);
  const { search } = useLocation();
  const [origin, setOrigin] = useState<ContactOrigin>(NO_CONTACT_ORIGIN);
  // The heading follows the link's intent, not the cards' buttons (the page keeps its heading while in use).
  const [linkIntent, setLinkIntent] = useState<EnquiryIntent | null>(null);
  // What the link the visitor followed said (?zajem=plan&tarif=Business); read after hydration, since the
  // prerendered page was rendered without a query.
  useEffect(() => {
    const read = readContactOrigin(search);
    setOrigin(read);
    setLinkIntent(read.intent);
  }, [search]);
  const heading = contactHeading(linkIntent, contact);

  /** The cards' buttons: the same form, with their intent chosen (a plan named before stays remembered). */
  const chooseIntent = (intent: EnquiryIntent) => {
    setOrigin((current) => ({ ...current, intent }));
    goToForm();
  };

  return (
    <>
      <PageIntro title={heading.title} intro={heading.subtitle} />
      <div className="site-container contact-page-body">
        <div className="contact-cards">
          <section id="demo" className="contact-card contact-card--primary contact-anchor" aria-labelledby="contact-business-title">
            <h2 className="title title--2 contact-title" id="contact-business-title">
              {contact.cards.business.title}
            </h2>
            <p className="text contact-soft-ink">{contact.cards.business.text}</p>
            <button type="button" className="button button--filled contact-card__button" onClick={() => chooseIntent('demo')}>
              {contact.cards.business.button}
            </button>
          </section>
          <section className="contact-card" aria-labelledby="contact-general-title">
            <h2 className="title title--2 contact-title" id="contact-general-title">
              {contact.cards.general.title}
            </h2>
            <p className="text contact-soft-ink">{contact.cards.general.text}</p>
            <button type="button" className="button button--outline contact-card__button" onClick={() => chooseIntent('question')}>
              {contact.cards.general.button}
            </button>
          </section>
        </div>
        <div className="contact-layout">
          <section id={FORM_SECTION_ID} className="contact-form-section contact-anchor" aria-labelledby="contact-form-title">
            <h2 className="title title--2" id="contact-form-title">
              {contact.form.title}
            </h2>
            <p className="text contact-muted contact-form-section__subtitle">{contact.form.subtitle}</p>
            <ContactForm
              origin={origin}
              onOriginChange={setOrigin}
              sendEnquiry={(enquiry, extra) => sendEnquiry(enquiry, extra, locale)}
            />
          </section>
          <ContactDetails />
        </div>
      </div>
    </>
  );
}
