import { pricingPlanCard } from '@app/content';
import type { Locale } from '@app/i18n';
import type { PreviewDraft } from '../content-preview/content-previews';
import { PlanCard } from './pricing-page';

/** A plan's draft drawn as the pricing page draws it. */
export function PricingPlanPreview({ draft, locale }: { draft: PreviewDraft<'pricingPlans'>; locale: Locale }) {
  return (
    <div className="site-container pricing-page">
      <div className="pricing-grid">
        <PlanCard card={pricingPlanCard(draft, locale)} />
      </div>
    </div>
  );
}
