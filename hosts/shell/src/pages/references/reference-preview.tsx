import { referenceCard } from '@app/content';
import type { Locale } from '@app/i18n';
import type { PreviewDraft } from '../content-preview/content-previews';
import { CaseStudy } from './references-page';

/** A reference's draft drawn as the references page draws it. */
export function ReferencePreview({ draft, locale }: { draft: PreviewDraft<'references'>; locale: Locale }) {
  return (
    <div className="site-container references-page__body">
      <div className="reference-list">
        <CaseStudy card={referenceCard(draft, locale)} />
      </div>
    </div>
  );
}
