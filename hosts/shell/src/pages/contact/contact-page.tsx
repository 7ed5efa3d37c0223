import './contact-page.css';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Container, Text, Title } from '@mantine/core';
import { getMessages, type Locale } from '@app/i18n';
import { submitContactEnquiry, type ContactEnquiryInput } from '@app/content';
import { getPublicClient } from '@app/supabase';
import { PageIntro } from '../../components/page-intro';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { ContactDetails } from './contact-details';
import { CONTACT_FIELD_IDS, ContactForm } from './contact-form';

const FORM_SECTION_ID = 'nabidka';

async function sendEnquiry(enquiry: ContactEnquiryInput): Promise<void> {
  await submitContactEnquiry(await getPublicClient(), enquiry);
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

  return (
    <>
      <PageIntro title={contact.title} intro={contact.subtitle} />
      <Container size="lg" pb={96}>
        <div className="contact-cards">
          <section id="demo" className="contact-card contact-card--primary contact-anchor" aria-labelledby="contact-business-title">
            <Title order={2} fz={22} id="contact-business-title">
              {contact.cards.business.title}
            </Title>
            <Text c="gray.8">{contact.cards.business.text}</Text>
            <Button onClick={goToForm} size="md">
              {contact.cards.business.button}
            </Button>
          </section>
          <section className="contact-card" aria-labelledby="contact-general-title">
            <Title order={2} fz={22} id="contact-general-title">
              {contact.cards.general.title}
            </Title>
            <Text c="gray.8">{contact.cards.general.text}</Text>
            <Button onClick={goToForm} size="md" variant="outline">
              {contact.cards.general.button}
            </Button>
          </section>
        </div>
        <div className="contact-layout">
          <section id={FORM_SECTION_ID} className="contact-form-section contact-anchor" aria-labelledby="contact-form-title">
            <Title order={2} fz={26} id="contact-form-title">
              {contact.form.title}
            </Title>
            <Text c="gray.7" mb="lg">
              {contact.form.subtitle}
            </Text>
            <ContactForm locale={locale} sendEnquiry={sendEnquiry} />
          </section>
          <ContactDetails locale={locale} />
        </div>
      </Container>
    </>
  );
}
