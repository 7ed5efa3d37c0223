import type { ReactNode } from 'react';

/** The heading block every public page opens with. */
export function PageIntro({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <div className="site-container page-intro">
      <div className="stack page-intro__content">
        <h1 className="title page-intro__title">{title}</h1>
        <p className="text text--lg text--dimmed">{intro}</p>
        {children}
      </div>
    </div>
  );
}
