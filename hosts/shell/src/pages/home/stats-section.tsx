import { useMessages } from '../../components/locale/locale-context';

export function StatsSection() {
  const { stats } = useMessages().home;
  return (
    <section className="stats" aria-labelledby="stats-title">
      <div className="site-container">
        <div className="section-heading section-heading--center">
          <h2 id="stats-title" className="stats__title">
            {stats.title}
          </h2>
          <p className="stats__subtitle">{stats.subtitle}</p>
        </div>
        <dl className="stats__grid">
          {stats.items.map((item) => (
            <div key={item.label} className="stats__item">
              <dt className="stats__label">{item.label}</dt>
              <dd className="stats__value">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
