import { Accordion } from '@mantine/core';
import { getMessages, type Locale } from '@app/i18n';
import { SectionHeading } from '../../components/section-heading';

/** One answer open at a time; clicking the open question closes it again. */
export function FaqSection({ locale }: { locale: Locale }) {
  const { faq } = getMessages(locale).home;
  return (
    <section className="page-section" aria-labelledby="faq-title">
      <div className="site-container faq">
        <SectionHeading id="faq-title" title={faq.title} subtitle={faq.subtitle} />
        <Accordion variant="separated" radius="md" chevronPosition="right" order={3}>
          {faq.items.map((item, index) => (
            <Accordion.Item key={item.question} value={`faq-${index}`}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
