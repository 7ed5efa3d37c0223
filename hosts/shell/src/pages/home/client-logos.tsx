import { useMessages } from '../../components/locale/locale-context';

// Each client gets its own simple mark, so the strip reads as logos rather than a list of names.
const MARKS = [
  <path key="gear" d="M12 3l2 3h3l1 3 3 2-2 3 1 3-3 1-1 3h-3l-2 2-2-2H7l-1-3-3-1 1-3-2-3 3-2 1-3h3z" />,
  <path key="arrow" d="M3 17l6-6 4 4 8-8M15 7h6v6" />,
  <path key="cross" d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />,
  <path key="wheat" d="M12 21V9M12 9c-3 0-5-2-5-5 3 0 5 2 5 5zm0 0c3 0 5-2 5-5-3 0-5 2-5 5zm0 5c-3 0-5-2-5-5 3 0 5 2 5 5zm0 0c3 0 5-2 5-5-3 0-5 2-5 5z" />,
  <path key="roof" d="M3 11l9-7 9 7M6 9v11h12V9M10 20v-6h4v6" />,
  <path key="leaf" d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19l7-7" />,
];

export function ClientLogos() {
  const { clients } = useMessages().home;
  return (
    <section className="client-logos" aria-labelledby="clients-title">
      <div className="site-container">
        <h2 id="clients-title" className="client-logos__title">
          {clients.title}
        </h2>
        <ul className="client-logos__list">
          {clients.names.map((name, index) => (
            <li key={name} className="client-logo">
              <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" aria-hidden="true" focusable="false">
                {MARKS[index % MARKS.length]}
              </svg>
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
