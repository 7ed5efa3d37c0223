import type { Locale } from '@app/i18n';

/** Small flags drawn inline: emoji flags do not render on every system (Windows shows letters). */
export function FlagIcon({ locale, width = 20 }: { locale: Locale; width?: number }) {
  const height = (width * 2) / 3;
  const common = { width, height, viewBox: '0 0 30 20', 'aria-hidden': true, focusable: false, className: 'flag-icon' } as const;
  switch (locale) {
    case 'cs':
      return (
        <svg {...common}>
          <rect width="30" height="10" fill="#ffffff" />
          <rect y="10" width="30" height="10" fill="#d7141a" />
          <path d="M0 0l15 10L0 20z" fill="#11457e" />
        </svg>
      );
    case 'en':
      return (
        <svg {...common}>
          <rect width="30" height="20" fill="#012169" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#ffffff" strokeWidth="4" />
          <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.6" />
          <path d="M15 0v20M0 10h30" stroke="#ffffff" strokeWidth="6" />
          <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
        </svg>
      );
    case 'de':
      return (
        <svg {...common}>
          <rect width="30" height="6.67" fill="#000000" />
          <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
          <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
        </svg>
      );
  }
}
