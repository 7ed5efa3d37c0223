import { Badge, Text } from '@mantine/core';
import type { FieldChange, ImageChange } from './revision-changes';

const IMAGE_CHANGE_LABELS: Record<Exclude<ImageChange['change'], 'same'>, string> = {
  added: 'Přidán',
  removed: 'Odebrán',
  activated: 'Nově aktivní',
  deactivated: 'Nově neaktivní',
};

/** The file name an image is known by (the end of its URL). */
function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}

/** Each image of a changed list as a thumbnail with its active state and what happened to it. */
function ImagesDiff({ change }: { change: Extract<FieldChange, { kind: 'images' }> }) {
  return (
    <>
      {change.reordered && (
        <Text size="sm" c="dimmed">
          Změněno pořadí obrázků
        </Text>
      )}
      <ul className="revision-images" aria-label={change.label}>
        {change.images.map((image, index) => {
          const name = fileNameOf(image.url);
          return (
            <li key={`${image.url}-${index}`} className="revision-image" data-change={image.change} data-active={image.active || undefined}>
              <img src={image.url} alt={name} width={96} height={64} loading="lazy" decoding="async" className="revision-image__thumb" />
              <Text size="xs" className="revision-image__name" title={name}>
                {name}
              </Text>
              <Badge size="xs" variant="light" color={image.active ? 'green' : 'gray'} tt="none">
                {image.active ? 'Aktivní' : 'Neaktivní'}
              </Badge>
              {image.change !== 'same' && (
                <Text size="xs" fw={600} className="revision-image__change">
                  {IMAGE_CHANGE_LABELS[image.change]}
                </Text>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** One changed field of a revision: its words lost and gained, or its images. */
export function ChangeDiff({ change }: { change: FieldChange }) {
  return (
    <div className="revision-change">
      <Text size="sm" fw={600}>
        {change.label}
      </Text>
      {change.kind === 'images' ? (
        <ImagesDiff change={change} />
      ) : (
        <>
          {change.note && (
            <Text size="sm" c="dimmed">
              {change.note}
            </Text>
          )}
          <p className="revision-change__text">
          {change.parts.map((part, index) =>
            part.kind === 'added' ? (
              <ins key={index}>{part.text}</ins>
            ) : part.kind === 'removed' ? (
              <del key={index}>{part.text}</del>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
          </p>
        </>
      )}
    </div>
  );
}
