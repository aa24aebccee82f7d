import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { usePageMeta } from './page-meta';

function setMetaDescription(description: string) {
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * Sets the tab title to "<page> · Raitha Yantra" (localized), or the brand alone for the home page, and the
 * page's description when it has one of its own. On the server both go into the page's head.
 */
export function useDocumentTitle(pageTitle?: string, description?: string) {
  const { t } = useLingui();
  const brand = t`Raitha Yantra`;
  const title = pageTitle ? `${pageTitle} · ${brand}` : brand;
  const serverMeta = usePageMeta();
  if (serverMeta) {
    serverMeta.title = title;
    if (description) serverMeta.description = description;
  }
  useEffect(() => {
    document.title = title;
    if (description) setMetaDescription(description);
  }, [title, description]);
}

/** The same, as an element, for branches of a page that have no component of their own. */
export function DocumentTitle({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}
