import { STATUS_CODES } from 'node:http';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
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
  /** The chat-completions endpoint (CHAT_API_URL); the SDK is given the base address before /chat/completions. */
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

/**
 * Any chat-completions service that speaks OpenAI's protocol (OpenRouter by default). It asks for a stream and
 * reads server-sent deltas; a service that answers with one JSON body instead is read too.
 */
export class OpenAICompatibleAssistant implements Assistant {
  readonly kind = 'openai-compatible';
  readonly grounding = 'search';
  // Private fields stay out of JSON, logs and util.inspect: the client holds the key, which must never reach either.
  readonly #client: OpenAI;
  readonly #model: string;
  readonly #timeoutMs: number;

  constructor(options: OpenAICompatibleOptions) {
    this.#model = options.model ?? DEFAULT_CHAT_MODEL;
    this.#timeoutMs = options.timeoutMs ?? CHAT_TIMEOUT_MS;
    this.#client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: (options.url ?? DEFAULT_CHAT_API_URL).replace(/\/chat\/completions\/?$/, ''),
      defaultHeaders: { 'HTTP-Referer': options.appOrigin, 'X-Title': options.appTitle ?? 'Raitha Yantra' },
      // The SDK's own limit covers the wait for the answer to start; the signal in stream() covers the whole answer.
      timeout: this.#timeoutMs,
      // A farmer is waiting: a failed answer is reported at once, not retried twice with back-off.
      maxRetries: 0,
      // Its logger would print unparsable stream data, which is model output about a farmer's question.
      logLevel: 'off',
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  get model(): string {
    return this.#model;
  }

  async *stream(request: AssistantRequest, signal?: AbortSignal): AsyncGenerator<string> {
    const timeout = AbortSignal.timeout(this.#timeoutMs);
    const aborted = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      const { data: chunks, response } = await this.#client.chat.completions
        .create(
          {
            model: this.#model,
            messages: [
              {
                role: 'system',
                content: buildSystemPrompt(request.language, request.products, request.prepared ?? null),
              },
              ...request.messages.map(({ role, content }) => ({ role, content })),
            ],
            ...CHAT_PARAMETERS,
            stream: true,
          },
          { signal: aborted, headers: { accept: 'text/event-stream, application/json' } },
        )
        .withResponse();
      if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
        let wrote = false;
        for await (const chunk of chunks) {
          // Reasoning models also stream their thinking (delta.reasoning): only the answer is for the farmer.
          const content: unknown = chunk.choices?.[0]?.delta?.content;
          if (typeof content === 'string' && content !== '') {
            wrote = true;
            yield content;
          }
        }
        // The SDK ends a stream quietly when its request is aborted: a timeout or a caller gone is still a failure.
        if (aborted.aborted) throw aborted.reason;
        if (!wrote) throw new AssistantError(INVALID_RESPONSE);
      } else {
        // A service that answers with one JSON body although a stream was asked for; the SDK's stream stays unread.
        yield this.#wholeMessage(await response.json().catch(() => undefined));
      }
    } catch (error) {
      throw this.#explain(error, timeout, signal);
    }
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
    if (timeout.aborted || error instanceof APIConnectionTimeoutError) {
      return new AssistantError(`API request timed out after ${Math.round(this.#timeoutMs / 100) / 10} s`);
    }
    if (error instanceof APIError) {
      // An HTTP status: its standard words. The body is not repeated: a service may echo the request, key included.
      if (error.status !== undefined) {
        return new AssistantError(`API request failed: ${error.status} ${STATUS_CODES[error.status] ?? ''}`.trimEnd());
      }
      // An error event inside the stream.
      const failure = serviceError({ error: error.error });
      if (failure) return new AssistantError(failure);
    }
    if (error instanceof SyntaxError) return new AssistantError(INVALID_RESPONSE);
    return new AssistantError('API request failed: the AI service could not be reached', { cause: error });
  }
}
