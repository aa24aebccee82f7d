import { AssistantError, type Assistant, type AssistantRequest } from './assistant.js';
import { buildSystemPrompt } from './system-prompt.js';

export const DEFAULT_CHAT_API_URL = 'https://openrouter.ai/api/v1/chat/completions';
export const DEFAULT_CHAT_MODEL = 'deepseek/deepseek-r1:free';
export const CHAT_TIMEOUT_MS = 30_000;
/** Sampling settings of the spec. */
export const CHAT_PARAMETERS = { max_tokens: 500, temperature: 0.7, top_p: 0.95 } as const;

const INVALID_RESPONSE = 'Invalid response format from API';

export interface OpenAICompatibleOptions {
  apiKey: string;
  url?: string;
  model?: string;
  /** Sent as HTTP-Referer: services such as OpenRouter attribute usage to the calling site. */
  appOrigin: string;
  appTitle?: string;
  /** The whole answer, from request to last byte, must arrive within this time. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null;
}

function firstChoice(body: unknown): Json | undefined {
  if (!isObject(body) || !Array.isArray(body.choices)) return undefined;
  const choice: unknown = body.choices[0];
  return isObject(choice) ? choice : undefined;
}

/** The message of an error object that some services put in the body or the stream instead of choices. */
function serviceError(body: unknown): string | undefined {
  if (!isObject(body) || !isObject(body.error)) return undefined;
  const { code, message } = body.error;
  const text = [code, message].filter((v) => typeof v === 'string' || typeof v === 'number').join(' ');
  return `API request failed: ${text.slice(0, 200) || 'error'}`;
}

/** Yields the data fields of a server-sent event stream, one per event line. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      // stream: true keeps a multi-byte character cut between packets for the next read.
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('data:')) yield line.slice(5).trimStart();
    }
    buffer += decoder.decode();
    if (buffer.startsWith('data:')) yield buffer.slice(5).trimStart();
  } finally {
    reader.releaseLock();
    await body.cancel().catch(() => {});
  }
}

/**
 * Any chat-completions service that speaks OpenAI's protocol (OpenRouter by default). It asks for a stream and
 * reads server-sent deltas; a service that answers with one JSON body instead is read too.
 */
export class OpenAICompatibleAssistant implements Assistant {
  readonly kind = 'openai-compatible';
  readonly grounding = 'search';
  // Private fields stay out of JSON, logs and util.inspect: the key must never reach either.
  readonly #apiKey: string;
  readonly #url: string;
  readonly #model: string;
  readonly #appOrigin: string;
  readonly #appTitle: string;
  readonly #timeoutMs: number;
  readonly #fetch: typeof fetch;

  constructor(options: OpenAICompatibleOptions) {
    this.#apiKey = options.apiKey;
    this.#url = options.url ?? DEFAULT_CHAT_API_URL;
    this.#model = options.model ?? DEFAULT_CHAT_MODEL;
    this.#appOrigin = options.appOrigin;
    this.#appTitle = options.appTitle ?? 'Raitha Yantra';
    this.#timeoutMs = options.timeoutMs ?? CHAT_TIMEOUT_MS;
    this.#fetch = options.fetch ?? fetch;
  }

  get model(): string {
    return this.#model;
  }

  async *stream(request: AssistantRequest, signal?: AbortSignal): AsyncGenerator<string> {
    const timeout = AbortSignal.timeout(this.#timeoutMs);
    const aborted = signal ? AbortSignal.any([signal, timeout]) : timeout;
    const body = {
      model: this.#model,
      messages: [
        { role: 'system', content: buildSystemPrompt(request.language, request.products) },
        ...request.messages.map(({ role, content }) => ({ role, content })),
      ],
      ...CHAT_PARAMETERS,
      stream: true,
    };

    try {
      const response = await this.#fetch(this.#url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.#apiKey}`,
          'content-type': 'application/json',
          accept: 'text/event-stream, application/json',
          'HTTP-Referer': this.#appOrigin,
          'X-Title': this.#appTitle,
        },
        body: JSON.stringify(body),
        signal: aborted,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        throw new AssistantError(`API request failed: ${response.status} ${response.statusText}`.trimEnd());
      }
      const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
      if (isStream && response.body) {
        yield* this.#deltas(response.body);
      } else {
        yield this.#wholeMessage(await response.json().catch(() => undefined));
      }
    } catch (error) {
      throw this.#explain(error, timeout, signal);
    }
  }

  async *#deltas(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
    let wrote = false;
    for await (const data of sseData(body)) {
      if (data === '[DONE]') break;
      let event: unknown;
      try {
        event = JSON.parse(data);
      } catch {
        throw new AssistantError(INVALID_RESPONSE);
      }
      const failure = serviceError(event);
      if (failure) throw new AssistantError(failure);
      const delta = firstChoice(event)?.delta;
      // Reasoning models also stream their thinking (delta.reasoning): only the answer is for the farmer.
      const content = isObject(delta) ? delta.content : undefined;
      if (typeof content === 'string' && content !== '') {
        wrote = true;
        yield content;
      }
    }
    if (!wrote) throw new AssistantError(INVALID_RESPONSE);
  }

  #wholeMessage(body: unknown): string {
    const failure = serviceError(body);
    if (failure) throw new AssistantError(failure);
    const message = firstChoice(body)?.message;
    const content = isObject(message) ? message.content : undefined;
    if (typeof content !== 'string' || content.trim() === '') throw new AssistantError(INVALID_RESPONSE);
    return content;
  }

  #explain(error: unknown, timeout: AbortSignal, caller: AbortSignal | undefined): unknown {
    if (error instanceof AssistantError) return error;
    // The farmer left: nothing to explain, the caller stops reading.
    if (caller?.aborted) return error;
    if (timeout.aborted) {
      return new AssistantError(`API request timed out after ${Math.round(this.#timeoutMs / 100) / 10} s`, {
        cause: error,
      });
    }
    return new AssistantError('API request failed: the AI service could not be reached', { cause: error });
  }
}
