import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * On the server, the request's query cache (filled before the render) for client/data-providers.tsx; the browser
 * has its own singleton there. Apart from data-providers so the server's entry does not import it.
 */
export const ServerQueryClientContext = createContext<QueryClient | null>(null);
