import type { ReactNode } from 'react';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { getMessages, type Locale } from '@app/i18n';
import { fetchPublicContactInfo, type PublicContactInfo } from '@app/content';
import { BuildingIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/inline-icons';
import { PUBLIC_DATA_KEYS, usePublicData } from '../../components/use-public-data';

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="contact-detail">
      <dt>
        <span className="contact-detail__icon" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The contact details panel, working hours and map placeholder (spec 2.8); catalog placeholders until data arrives. */
export function ContactDetails({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const { details, hours, map } = messages.contact;
  const loaded = usePublicData(PUBLIC_DATA_KEYS.contactInfo, fetchPublicContactInfo);
  const info: PublicContactInfo = loaded.status === 'ready' ? loaded.data : {};
  // The stored hours are Czech text; other languages keep their catalog's wording.
  const weekdayHours = locale === 'cs' && info.hours ? info.hours : hours.weekdays;

  return (
    <Stack gap="lg">
      <section className="contact-panel" aria-labelledby="contact-details-title">
        <Title order={2} fz={22} id="contact-details-title" mb="md">
          {details.title}
        </Title>
        <dl className="contact-details">
          <DetailRow icon={<BuildingIcon />} label={details.company}>
            <Text fw={600} span>
              {info.company ?? messages.common.companyName}
            </Text>
            <Text size="sm" c="gray.7">
              {`${details.companyId}: ${info.companyId ?? details.companyIdValue} · ${details.vatId}: ${info.vatId ?? details.vatIdValue}`}
            </Text>
          </DetailRow>
          <DetailRow icon={<MapPinIcon />} label={details.address}>
            {info.address ?? details.addressValue}
          </DetailRow>
          <DetailRow icon={<MailIcon />} label={details.email}>
            {info.email ? (
              <Anchor href={`mailto:${info.email}`} underline="always">
                {info.email}
              </Anchor>
            ) : (
              details.emailValue
            )}
          </DetailRow>
          <DetailRow icon={<PhoneIcon />} label={details.phone}>
            {info.phone ? (
              <Anchor href={phoneHref(info.phone)} underline="always">
                {info.phone}
              </Anchor>
            ) : (
              details.phoneValue
            )}
          </DetailRow>
        </dl>
      </section>
      <section className="contact-panel" aria-labelledby="contact-hours-title">
        <Title order={2} fz={22} id="contact-hours-title" mb="sm">
          <span className="contact-title-icon">
            <ClockIcon />
          </span>
          {hours.title}
        </Title>
        <Text>{weekdayHours}</Text>
        <Text c="gray.7">{hours.weekend}</Text>
      </section>
      <section className="contact-panel contact-map" aria-labelledby="contact-map-title">
        <Title order={2} fz={22} id="contact-map-title" mb="sm">
          {map.title}
        </Title>
        <div className="contact-map__placeholder">
          <MapPinIcon size={36} />
          <Text ta="center" c="gray.8" size="sm" maw={260}>
            {map.placeholder}
          </Text>
        </div>
      </section>
    </Stack>
  );
}
