import './legal-article.css';
import { Container, Stack, Text, Title } from '@mantine/core';

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

/** A legal text (privacy policy, terms) in a readable single column with a table of contents. */
export function LegalArticle({ document, contentsLabel }: { document: LegalDocument; contentsLabel: string }) {
  const sectionId = (index: number) => `section-${index + 1}`;
  return (
    <Container size="md" py={{ base: 48, sm: 80 }}>
      <article className="legal-article" aria-labelledby="legal-title">
        <Stack gap="md" mb="xl">
          <Title order={1} id="legal-title" fz={{ base: 30, sm: 42 }} lh={1.2}>
            {document.title}
          </Title>
          <Text size="sm" c="gray.7">
            {document.updated}
          </Text>
          <Text size="lg" c="gray.8" lh={1.7}>
            {document.intro}
          </Text>
        </Stack>
        <nav className="legal-article__contents" aria-label={contentsLabel}>
          <ol>
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${sectionId(index)}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section, index) => (
          <section key={section.heading} id={sectionId(index)} className="legal-article__section" aria-labelledby={`${sectionId(index)}-title`}>
            <Title order={2} fz={22} id={`${sectionId(index)}-title`} mb="sm">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph} lh={1.75} mb="sm" c="dark.7">
                {paragraph}
              </Text>
            ))}
          </section>
        ))}
      </article>
    </Container>
  );
}
