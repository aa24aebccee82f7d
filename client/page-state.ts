/**
 * The page's data as the server rendered it, read without tRPC or TanStack Query (neither is in the first
 * download): the query cache the server wrote into #ry-state (see server/render/document.ts), and plain GETs of
 * the tRPC endpoint for the few reads the first page makes itself (who is signed in, the cart's count, the home
 * page's machines). Both carry superjson's { json, meta }; only Dates are restored here, the one type those reads
 * hold.
 */

/** The element the server writes the page's query cache into. */
export const STATE_ELEMENT_ID = 'ry-state';

export interface DehydratedQueryLike {
  queryKey: readonly unknown[];
  state: { data?: unknown; error?: unknown; dataUpdatedAt: number; status?: string };
}

export interface PageState {
  queries: DehydratedQueryLike[];
  mutations: unknown[];
}

let parsed: PageState | null | undefined;

/** The server's query cache for this page, parsed once (null for a page the server did not render). */
export function pageState(): PageState | null {
  if (parsed === undefined) {
    const json = typeof document === 'undefined' ? null : document.getElementById(STATE_ELEMENT_ID)?.textContent;
    parsed = json ? (JSON.parse(json) as PageState) : null;
  }
  return parsed;
}

/** Whether a tRPC query key ([['catalogue', 'featured'], { type: 'query' }]) is of this procedure. */
export function isQueryOf(queryKey: readonly unknown[], procedure: string): boolean {
  const path = queryKey[0];
  return Array.isArray(path) && path.join('.') === procedure;
}

interface Wire {
  json: unknown;
  meta?: { values?: Record<string, unknown> | unknown[] };
}

function setAt(root: { value: unknown }, path: string, make: (value: unknown) => unknown): void {
  // superjson's paths: keys joined by '.', a '.' inside a key escaped as '\.'.
  const keys = path === '' ? [] : path.split(/(?<!\\)\./).map((key) => key.replace(/\\\./g, '.'));
  let parent: Record<string, unknown> = root as never;
  let key = 'value';
  for (const next of keys) {
    parent = parent[key] as Record<string, unknown>;
    key = next;
    if (parent === null || typeof parent !== 'object') return;
  }
  parent[key] = make(parent[key]);
}

/** A superjson answer as the app's types have it: its Dates are Dates again (nothing else is expected here). */
export function fromWire<T>(wire: unknown): T {
  const { json, meta } = (wire ?? { json: undefined }) as Wire;
  const values = meta?.values;
  if (!values) return json as T;
  const root = { value: json };
  const annotate = (path: string, annotation: unknown) => {
    if (Array.isArray(annotation) && annotation[0] === 'Date') setAt(root, path, (v) => new Date(v as string));
  };
  if (Array.isArray(values)) annotate('', values);
  else for (const [path, annotation] of Object.entries(values)) annotate(path, annotation);
  return root.value as T;
}

/** The data of a query the server rendered this page with, or undefined. */
export function pageQueryData<T>(procedure: string): T | undefined {
  const query = pageState()?.queries.find((q) => isQueryOf(q.queryKey, procedure));
  if (!query || query.state.data === undefined || query.state.error) return undefined;
  return fromWire<T>(query.state.data);
}

/** A failed plain read: `status` 0 when the shop could not be reached. A 4xx is the shop's answer, not retried. */
export class ReadError extends Error {
  constructor(
    readonly status: number,
    readonly shape: unknown,
  ) {
    super(`Read failed (${status || 'network'})`);
    this.name = 'ReadError';
  }
}

/** Whether a failed read may succeed if tried again (an outage, a network blip), as createQueryClient retries. */
export function isRetryable(error: unknown): boolean {
  return !(error instanceof ReadError) || error.status === 0 || error.status >= 500;
}

/** GET /trpc/<procedure> (a query without input), as tRPC's link would. */
export async function readProcedure<T>(procedure: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/trpc/${procedure}`, { headers: { accept: 'application/json' } });
  } catch {
    throw new ReadError(0, null);
  }
  const body = (await response.json().catch(() => null)) as {
    result?: { data?: unknown };
    error?: { json?: unknown };
  } | null;
  if (!response.ok || !body?.result) throw new ReadError(response.status || 0, body?.error?.json ?? null);
  return fromWire<T>(body.result.data);
}

/** Tries a read up to three times (1 s, then 2 s apart) while it may succeed: TanStack Query's defaults here. */
export async function readWithRetries<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= 2 || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
    }
  }
}
