import type { ReactNode } from 'react';
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
    <div className="stack contact-aside">
      <section className="contact-panel" aria-labelledby="contact-details-title">
        <h2 className="title title--2 contact-title contact-title--spaced" id="contact-details-title">
          {details.title}
        </h2>
        <dl className="contact-details">
          <DetailRow icon={<BuildingIcon />} label={details.company}>
            <span className="text text--bold">{info.company ?? messages.common.companyName}</span>
            <p className="text text--sm contact-muted">
              {`${details.companyId}: ${info.companyId ?? details.companyIdValue} · ${details.vatId}: ${info.vatId ?? details.vatIdValue}`}
            </p>
          </DetailRow>
          <DetailRow icon={<MapPinIcon />} label={details.address}>
            {info.address ?? details.addressValue}
          </DetailRow>
          <DetailRow icon={<MailIcon />} label={details.email}>
            {info.email ? (
              <a className="link" href={`mailto:${info.email}`}>
                {info.email}
              </a>
            ) : (
              details.emailValue
            )}
          </DetailRow>
          <DetailRow icon={<PhoneIcon />} label={details.phone}>
            {info.phone ? (
              <a className="link" href={phoneHref(info.phone)}>
                {info.phone}
              </a>
            ) : (
              details.phoneValue
            )}
          </DetailRow>
        </dl>
      </section>
      <section className="contact-panel" aria-labelledby="contact-hours-title">
        <h2 className="title title--2 contact-title contact-title--spaced-sm" id="contact-hours-title">
          <span className="contact-title-icon">
            <ClockIcon />
          </span>
          {hours.title}
        </h2>
        <p className="text">{weekdayHours}</p>
        <p className="text contact-muted">{hours.weekend}</p>
      </section>
      <section className="contact-panel contact-map" aria-labelledby="contact-map-title">
        <h2 className="title title--2 contact-title contact-title--spaced-sm" id="contact-map-title">
          {map.title}
        </h2>
        <div className="contact-map__placeholder">
          <MapPinIcon size={36} />
          <p className="text text--sm text--center contact-map__text">{map.placeholder}</p>
        </div>
      </section>
    </div>
  );
}
