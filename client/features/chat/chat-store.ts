import type { ChatOffers } from '../../../shared/chat';
import {
  CHAT_HISTORY_LIMIT,
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessage,
  type ChatProductLink,
} from '../../../shared/schemas/chat';

/**
 * One line of the chat log. The greeting and the apology after a failure are shown in the language of the
 * moment, so they are stored as kinds, not as text.
 */
export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  kind: 'greeting' | 'message' | 'error';
  content: string;
  /** Catalogue items the answer names, shown as links under it. */
  products: ChatProductLink[];
  /** The answer is still arriving. */
  streaming: boolean;
  /** For a hiring question: the offer cards shown under the answer. */
  offers?: ChatOffers | null;
}

export interface ChatState {
  entries: ChatEntry[];
  /** A reply is pending: sending is blocked until it ends. */
  waiting: boolean;
}

export const CHAT_STORAGE_KEY = 'ry.chat';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

let lastId = 0;
function newId(): string {
  lastId += 1;
  return `${Date.now().toString(36)}-${lastId}`;
}

function greeting(): ChatEntry {
  return { id: 'greeting', role: 'assistant', kind: 'greeting', content: '', products: [], streaming: false };
}

function initialState(): ChatState {
  return { entries: [greeting()], waiting: false };
}

const initialOnServer = initialState();
/** What the server renders (it has no tab storage): the greeting alone; one object, as useSyncExternalStore needs. */
export function serverChatState(): ChatState {
  return initialOnServer;
}

function isEntry(value: unknown): value is ChatEntry {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    (e.role === 'user' || e.role === 'assistant') &&
    (e.kind === 'greeting' || e.kind === 'message' || e.kind === 'error') &&
    typeof e.content === 'string' &&
    Array.isArray(e.products)
  );
}

/**
 * The conversation kept for this tab. A reply that was still arriving when the page went away keeps what had
 * arrived; one that had not started is dropped, and nothing is left waiting.
 */
export function loadChatState(storage: SessionStore | null): ChatState {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(CHAT_STORAGE_KEY) ?? 'null');
    if (!Array.isArray(saved) || saved.length === 0 || !saved.every(isEntry)) return initialState();
    const entries = saved.filter((e) => !(e.streaming && e.content === '')).map((e) => ({ ...e, streaming: false }));
    return { entries, waiting: false };
  } catch {
    return initialState();
  }
}

/** The messages that go to the assistant: real messages only, the latest ones, each within the limit. */
export function historyFor(entries: ChatEntry[]): ChatMessage[] {
  return entries
    .filter((e) => e.kind === 'message' && e.content.trim() !== '')
    .slice(-CHAT_HISTORY_LIMIT)
    .map((e) => ({ role: e.role, content: e.content.slice(0, CHAT_MESSAGE_MAX_LENGTH) }));
}

/** The conversation shared by the floating widget and the /chatbot page, saved in sessionStorage. */
export function createChatStore(storage: SessionStore | null) {
  let state = loadChatState(storage);
  const listeners = new Set<() => void>();

  function set(next: ChatState) {
    state = next;
    try {
      storage?.setItem(CHAT_STORAGE_KEY, JSON.stringify(state.entries));
    } catch {
      // Storage full or blocked: the chat goes on, it just will not survive a reload.
    }
    for (const listener of listeners) listener();
  }

  function update(id: string, change: (entry: ChatEntry) => ChatEntry) {
    set({ ...state, entries: state.entries.map((e) => (e.id === id ? change(e) : e)) });
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /**
     * Adds the farmer's message and an empty reply that will fill in. Returns the messages to send and the id
     * of the reply, or null when the text is blank or a reply is still pending.
     */
    begin(text: string): { messages: ChatMessage[]; replyId: string } | null {
      const content = text.trim();
      if (content === '' || state.waiting) return null;
      const question: ChatEntry = {
        id: newId(),
        role: 'user',
        kind: 'message',
        content,
        products: [],
        streaming: false,
      };
      const reply: ChatEntry = {
        id: newId(),
        role: 'assistant',
        kind: 'message',
        content: '',
        products: [],
        streaming: true,
      };
      const entries = [...state.entries, question];
      set({ entries: [...entries, reply], waiting: true });
      return { messages: historyFor(entries), replyId: reply.id };
    },

    append(replyId: string, text: string) {
      update(replyId, (e) => ({ ...e, content: e.content + text }));
    },

    finish(replyId: string, products: ChatProductLink[] = [], offers: ChatOffers | null = null) {
      const entries = state.entries.map((e) => (e.id === replyId ? { ...e, products, offers, streaming: false } : e));
      set({ entries, waiting: false });
    },

    /** The reply failed: an apology takes its place, or follows what had already arrived. */
    fail(replyId: string) {
      const reply = state.entries.find((e) => e.id === replyId);
      if (!reply) return set({ ...state, waiting: false });
      const apology: ChatEntry = {
        id: newId(),
        role: 'assistant',
        kind: 'error',
        content: '',
        products: [],
        streaming: false,
      };
      const entries =
        reply.content === ''
          ? state.entries.map((e) => (e.id === replyId ? { ...apology, id: replyId } : e))
          : [...state.entries.map((e) => (e.id === replyId ? { ...e, streaming: false } : e)), apology];
      set({ entries, waiting: false });
    },

    /** Back to the greeting alone. */
    reset() {
      set(initialState());
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
