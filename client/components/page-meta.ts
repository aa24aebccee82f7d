import { createContext, useContext } from 'react';

/**
 * What a server render learns from the page it rendered: the status to answer with and the head's title and
 * description. Pages say it through useDocumentTitle and useNotFoundStatus; in the browser there is none.
 */
export interface PageMeta {
  status: number;
  title?: string;
  description?: string;
}

export const PageMetaContext = createContext<PageMeta | null>(null);

export function usePageMeta(): PageMeta | null {
  return useContext(PageMetaContext);
}

/** Rendered on the server, the page answers 404 (a search engine then drops it); in the browser, nothing. */
export function useNotFoundStatus(): void {
  const meta = usePageMeta();
  if (meta) meta.status = 404;
}
