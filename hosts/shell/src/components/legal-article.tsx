import type { ReactNode } from 'react';
import { fillLegalParagraph, type CompanyDetails, type LegalParagraph } from '@app/i18n';
import './legal-article.css';

export interface LegalDocument {
  title: string;
  updated: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly LegalParagraph[] }[];
}

/** The text with the privacy e-mail as a mailto link wherever it appears. */
function withEmailLinks(text: string, email: string | undefined): ReactNode {
  if (!email || !text.includes(email)) return text;
  return text.split(email).flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <a key={index} className="link" href={`mailto:${email}`}>
            {email}
          </a>,
          part,
        ],
  );
}

/**
 * A legal text (privacy policy, terms) in a readable single column with a table of contents. The company's
 * details (back-office settings) fill the paragraphs that name them; an unset detail drops its clause.
 */
export function LegalArticle({ document, contentsLabel, details }: { document: LegalDocument; contentsLabel: string; details: CompanyDetails }) {
  const sectionId = (index: number) => `section-${index + 1}`;
  return (
    <div className="site-container site-container--md legal-page">
      <article className="legal-article" aria-labelledby="legal-title">
        <div className="stack legal-article__header">
          <h1 id="legal-title" className="title legal-article__title">
            {document.title}
          </h1>
          <p className="text text--sm legal-article__updated">{document.updated}</p>
          <p className="text text--lg legal-article__intro">{document.intro}</p>
        </div>
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
            <h2 id={`${sectionId(index)}-title`} className="title legal-article__section-title">
              {section.heading}
            </h2>
            {section.paragraphs
              .map((paragraph) => fillLegalParagraph(paragraph, details))
              .map(
                (text, paragraphIndex) =>
                  text && (
                    <p key={paragraphIndex} className="text legal-article__paragraph">
                      {withEmailLinks(text, details.privacyEmail)}
                    </p>
                  ),
              )}
          </section>
        ))}
      </article>
    </div>
  );
}
