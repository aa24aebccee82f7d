import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../components/use-document-title';

/** The frame of a legal page: a heading, a short summary and plain sections, one column easy to read on a phone. */
export function LegalPageLayout({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-leaf-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{intro}</p>
      <div className="mt-8 flex flex-col gap-8">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold text-leaf-900">{title}</h2>
      <div className="mt-2 flex flex-col gap-3 leading-relaxed text-ink">{children}</div>
    </section>
  );
}

export const SUPPORT_EMAIL = 'support@raithayantra.in';
export const SUPPORT_PHONE_DISPLAY = '+91 80 4000 1985';
export const SUPPORT_PHONE_LINK = 'tel:+918040001985';

/** How to reach the shop about an account or these terms: the same address and number as the About page. */
export function ContactLinks() {
  const linkClass = 'font-semibold text-leaf-800 underline underline-offset-4 hover:text-leaf-900';
  return (
    <>
      <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
        {SUPPORT_EMAIL}
      </a>{' '}
      /{' '}
      <a href={SUPPORT_PHONE_LINK} className={linkClass}>
        {SUPPORT_PHONE_DISPLAY}
      </a>
    </>
  );
}
