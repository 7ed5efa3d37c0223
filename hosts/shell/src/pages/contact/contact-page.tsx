import './contact-page.css';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getMessages, type Locale } from '@app/i18n';
import { issueFormToken, submitContactEnquiry, type ContactEnquiryInput } from '@app/content';
import { getPublicClient } from '@app/supabase';
import { PageIntro } from '../../components/page-intro';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { ContactDetails } from './contact-details';
import { CONTACT_FIELD_IDS, ContactForm } from './contact-form';

const FORM_SECTION_ID = 'nabidka';

let formToken: Promise<string | null> | null = null;

/** Asked for once the page shows the form, so the database can tell a person's pace from a bot's. */
function startForm(): void {
  formToken ??= getPublicClient().then(issueFormToken);
}

async function sendEnquiry(enquiry: ContactEnquiryInput, locale: Locale): Promise<void> {
  startForm();
  const client = await getPublicClient();
  await submitContactEnquiry(client, enquiry, { locale, honeypot: '', formToken: await formToken });
  formToken = null;
}

function goToForm() {
  document.getElementById(FORM_SECTION_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  document.getElementById(CONTACT_FIELD_IDS.name)?.focus({ preventScroll: true });
}

/** /kontakt#demo and #nabidka: the anchors exist only once React rendered, so scroll to them here. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

export function ContactPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const { contact } = messages;
  useDocumentMeta({ ...messages.meta.contact, locale });
  useScrollToHash();
  useEffect(startForm, []);

  return (
    <>
      <PageIntro title={contact.title} intro={contact.subtitle} />
      <div className="site-container contact-page-body">
        <div className="contact-cards">
          <section id="demo" className="contact-card contact-card--primary contact-anchor" aria-labelledby="contact-business-title">
            <h2 className="title title--2 contact-title" id="contact-business-title">
              {contact.cards.business.title}
            </h2>
            <p className="text contact-soft-ink">{contact.cards.business.text}</p>
            <button type="button" className="button button--filled contact-card__button" onClick={goToForm}>
              {contact.cards.business.button}
            </button>
          </section>
          <section className="contact-card" aria-labelledby="contact-general-title">
            <h2 className="title title--2 contact-title" id="contact-general-title">
              {contact.cards.general.title}
            </h2>
            <p className="text contact-soft-ink">{contact.cards.general.text}</p>
            <button type="button" className="button button--outline contact-card__button" onClick={goToForm}>
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
            <ContactForm locale={locale} sendEnquiry={(enquiry) => sendEnquiry(enquiry, locale)} />
          </section>
          <ContactDetails locale={locale} />
        </div>
      </div>
    </>
  );
}
