import type { ReactNode } from 'react';
import type { Messages } from '@app/i18n';
import { courtRegistrationIn, type PublicContactInfo } from '@app/content';
import { BuildingIcon, ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/inline-icons';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { useContactInfo } from '../../components/use-contact-info';

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

/** "IČO: … · DIČ: …" with whichever of the two is set; null when neither is. */
function registrationLine(info: PublicContactInfo, details: Messages['contact']['details']): string | null {
  const parts = [
    info.companyId && `${details.companyId}: ${info.companyId}`,
    info.vatId && `${details.vatId}: ${info.vatId}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * The contact details panel, working hours and the map link, from the back-office settings: a detail that
 * is not set is left out rather than shown as a placeholder (the map box too).
 */
export function ContactDetails() {
  const locale = useLocale();
  const messages = useMessages();
  const { details, hours, map } = messages.contact;
  const info = useContactInfo();
  // The stored hours are Czech text; other languages keep their catalog's wording.
  const weekdayHours = locale === 'cs' && info.hours ? info.hours : hours.weekdays;
  const registration = registrationLine(info, details);
  // The registered office only when it differs from the address shown above it.
  const registeredOffice = info.registeredAddress !== info.address ? info.registeredAddress : undefined;
  const privacyEmail = info.privacyEmail !== info.email ? info.privacyEmail : undefined;
  const courtRegistration = courtRegistrationIn(info, locale);
  const mapAddress = info.registeredAddress ?? info.address;

  return (
    <div className="stack contact-aside">
      <section className="contact-panel" aria-labelledby="contact-details-title">
        <h2 className="title title--2 contact-title contact-title--spaced" id="contact-details-title">
          {details.title}
        </h2>
        <dl className="contact-details">
          <DetailRow icon={<BuildingIcon />} label={details.company}>
            <span className="text text--bold">{info.company ?? messages.common.companyName}</span>
            {registration && <p className="text text--sm contact-muted">{registration}</p>}
            {courtRegistration && <p className="text text--sm contact-muted">{`${details.courtRegistration}: ${courtRegistration}`}</p>}
          </DetailRow>
          {info.address && (
            <DetailRow icon={<MapPinIcon />} label={details.address}>
              {info.address}
            </DetailRow>
          )}
          {registeredOffice && (
            <DetailRow icon={<MapPinIcon />} label={details.registeredOffice}>
              {registeredOffice}
            </DetailRow>
          )}
          {info.email && (
            <DetailRow icon={<MailIcon />} label={details.email}>
              <a className="link" href={`mailto:${info.email}`}>
                {info.email}
              </a>
            </DetailRow>
          )}
          {privacyEmail && (
            <DetailRow icon={<MailIcon />} label={details.privacyEmail}>
              <a className="link" href={`mailto:${privacyEmail}`}>
                {privacyEmail}
              </a>
            </DetailRow>
          )}
          {info.phone && (
            <DetailRow icon={<PhoneIcon />} label={details.phone}>
              <a className="link" href={phoneHref(info.phone)}>
                {info.phone}
              </a>
            </DetailRow>
          )}
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
      {info.mapUrl && (
        // A link, not an embedded map: no third-party frame or script for the Content-Security-Policy to allow.
        <section className="contact-panel contact-map" aria-labelledby="contact-map-title">
          <h2 className="title title--2 contact-title contact-title--spaced-sm" id="contact-map-title">
            {map.title}
          </h2>
          <a className="contact-map__link" href={info.mapUrl}>
            <MapPinIcon size={36} />
            {mapAddress && <span className="text text--sm text--center contact-map__text">{mapAddress}</span>}
            <span className="link text--sm">{map.openMap}</span>
          </a>
        </section>
      )}
    </div>
  );
}
