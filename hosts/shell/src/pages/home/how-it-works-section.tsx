import { useMessages } from '../../components/locale/locale-context';
import { SectionHeading } from '../../components/section-heading';

export function HowItWorksSection() {
  const { howItWorks } = useMessages().home;
  return (
    <section className="page-section" aria-labelledby="how-title">
      <div className="site-container">
        <SectionHeading id="how-title" title={howItWorks.title} subtitle={howItWorks.subtitle} />
        <ol className="steps">
          {howItWorks.steps.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="feature-card__title">{step.title}</h3>
              <p className="feature-card__text">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
