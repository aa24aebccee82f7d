import { DataProviders } from '../../data-providers';
import { island } from '../../islands/island';
import { HirePage } from './hire-page';

/**
 * /hire's content with the data layer it searches and books through. Every choice on the page lives in its
 * address, so the whole content is one island that moves within its page in place (client/islands/island.tsx);
 * its code, TanStack Query and the tRPC client among it, loads on the farmer's first touch.
 */
export function HireIsland() {
  return (
    <DataProviders>
      <HirePage />
    </DataProviders>
  );
}

/** /hire as an island of its server-rendered page. */
export const HirePageIsland = island('hire', HireIsland);
