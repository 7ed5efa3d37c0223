import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Decorative stroke icons (hidden from assistive technology; the text beside them carries the meaning). */
function StrokeIcon({ size = 18, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CheckIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 12l5 5L20 7" />
  </StrokeIcon>
);

export const CrossIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M18 6L6 18M6 6l12 12" />
  </StrokeIcon>
);

export const ShareIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="M8.2 10.9l7.6-3.8M8.2 13.1l7.6 3.8" />
  </StrokeIcon>
);

export const ArrowLeftIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </StrokeIcon>
);

export const MailIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </StrokeIcon>
);

export const PhoneIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </StrokeIcon>
);

export const MapPinIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </StrokeIcon>
);

export const ClockIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </StrokeIcon>
);

export const BuildingIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16M16 9h2a2 2 0 0 1 2 2v10M3 21h18M8 7h4M8 11h4M8 15h4" />
  </StrokeIcon>
);

export const CalendarIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="4" y="5" width="16" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M4 11h16" />
  </StrokeIcon>
);
