import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

/** Sets the tab title to "<page> · Raitha Yantra" (localized), or the brand alone for the home page. */
export function useDocumentTitle(pageTitle?: string) {
  const { t } = useLingui();
  const brand = t`Raitha Yantra`;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${brand}` : brand;
  }, [pageTitle, brand]);
}

/** The same, as an element, for branches of a page that have no component of their own. */
export function DocumentTitle({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}
