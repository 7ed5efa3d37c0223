import { ChartIcon, ClockIcon, LinkIcon, RocketIcon } from '../../components/icons';
import { useMessages } from '../../components/locale/locale-context';
import { SectionHeading } from '../../components/section-heading';

const BENEFIT_ICONS = [ClockIcon, ChartIcon, LinkIcon, RocketIcon];

export function BenefitsSection() {
  const { benefits } = useMessages().home;
  return (
    <section className="page-section" aria-labelledby="benefits-title">
      <div className="site-container">
        <SectionHeading id="benefits-title" title={benefits.title} subtitle={benefits.subtitle} />
        <ul className="feature-grid feature-grid--4">
          {benefits.items.map((benefit, index) => {
            const Icon = BENEFIT_ICONS[index % BENEFIT_ICONS.length] ?? ClockIcon;
            return (
              <li key={benefit.title} className="feature-card">
                <span className="feature-card__icon">
                  <Icon size={24} />
                </span>
                <h3 className="feature-card__title">{benefit.title}</h3>
                <p className="feature-card__text">{benefit.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
