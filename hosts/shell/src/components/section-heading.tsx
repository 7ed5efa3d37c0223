/** The title and lead paragraph every page section opens with (an h2 unless told otherwise). */
export function SectionHeading({
  title,
  subtitle,
  id,
  align = 'center',
  order = 2,
}: {
  title: string;
  subtitle?: string;
  id?: string;
  align?: 'center' | 'left';
  order?: 1 | 2;
}) {
  const Heading = order === 1 ? 'h1' : 'h2';
  return (
    <div className={`section-heading section-heading--${align}`}>
      <Heading id={id} className={`title section-heading__title section-heading__title--${order}`}>
        {title}
      </Heading>
      {subtitle && <p className="text text--lg text--dimmed section-heading__subtitle">{subtitle}</p>}
    </div>
  );
}
