import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Decorative stroke icons (hidden from assistive technology; the text beside them carries the meaning). */
export function StrokeIcon({ size = 24, children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
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

/** The text-sized variant (18 px), for icons inside a line of text. */
export function InlineStrokeIcon({ size = 18, ...props }: IconProps & { children: ReactNode }) {
  return <StrokeIcon size={size} {...props} />;
}
