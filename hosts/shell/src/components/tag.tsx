import type { ReactNode } from 'react';
import './tag.css';

export type TagTone = 'category' | 'featured' | 'success' | 'draft' | 'solid';

/** A small label (category, "Doporučujeme", "Úspora 2 měsíce"…) with AA contrast in every tone. */
export function Tag({ tone, children, className }: { tone: TagTone; children: ReactNode; className?: string }) {
  return <span className={`site-tag site-tag--${tone}${className ? ` ${className}` : ''}`}>{children}</span>;
}
