import { formatDateTime } from '@app/i18n';

/** A date and time whose date never breaks; where the column is narrow the time goes under it. "—" for none. */
export function whenText(value: string | null): string {
  return value ? formatDateTime(value).replace(/\. /g, '.\u00a0') : '—';
}

/** An e-mail address that, where the column is narrow, breaks after the @ rather than inside the domain. */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
