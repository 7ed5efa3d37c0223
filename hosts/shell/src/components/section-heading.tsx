import { Text, Title } from '@mantine/core';

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
  return (
    <div className={`section-heading section-heading--${align}`}>
      <Title order={order} id={id} fz={order === 1 ? { base: 34, sm: 46 } : { base: 28, sm: 36 }} lh={1.2}>
        {title}
      </Title>
      {subtitle && (
        <Text size="lg" c="dimmed" mt="sm">
          {subtitle}
        </Text>
      )}
    </div>
  );
}
