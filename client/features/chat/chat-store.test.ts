import { describe, expect, it } from 'vitest';
import { CHAT_STORAGE_KEY, createChatStore, historyFor, loadChatState } from './chat-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const tractor = { id: 1, name: 'Tractor 45 HP 2WD', nameKn: 'ಟ್ರ್ಯಾಕ್ಟರ್ 45 HP 2WD' };

describe('chat store', () => {
  it('starts with the greeting alone', () => {
    const store = createChatStore(memoryStorage());
    expect(store.getState().entries.map((e) => e.kind)).toEqual(['greeting']);
    expect(store.getState().waiting).toBe(false);
  });

  it('ignores blank messages and blocks sending while a reply is pending', () => {
    const store = createChatStore(memoryStorage());
    expect(store.begin('   ')).toBeNull();
    const first = store.begin('  Which tractor for paddy?  ');
    expect(first?.messages).toEqual([{ role: 'user', content: 'Which tractor for paddy?' }]);
    expect(store.getState().waiting).toBe(true);
    expect(store.begin('Another question')).toBeNull();

    store.append(first!.replyId, 'The Tractor ');
    store.append(first!.replyId, '45 HP 2WD.');
    store.finish(first!.replyId, [tractor]);
    const reply = store.getState().entries.at(-1)!;
    expect(reply).toMatchObject({
      role: 'assistant',
      content: 'The Tractor 45 HP 2WD.',
      products: [tractor],
      streaming: false,
    });
    expect(store.getState().waiting).toBe(false);

    // The greeting is for the screen only; the conversation goes to the server.
    expect(store.begin('And rotavators?')?.messages).toEqual([
      { role: 'user', content: 'Which tractor for paddy?' },
      { role: 'assistant', content: 'The Tractor 45 HP 2WD.' },
      { role: 'user', content: 'And rotavators?' },
    ]);
  });

  it('puts the apology in place of a reply that never started, or after one that broke off', () => {
    const store = createChatStore(memoryStorage());
    const silent = store.begin('Hello')!;
    store.fail(silent.replyId);
    expect(store.getState().entries.map((e) => [e.kind, e.content])).toEqual([
      ['greeting', ''],
      ['message', 'Hello'],
      ['error', ''],
    ]);
    expect(store.getState().waiting).toBe(false);

    const partial = store.begin('Tell me about ragi')!;
    store.append(partial.replyId, 'Ragi is sown');
    store.fail(partial.replyId);
    expect(
      store
        .getState()
        .entries.slice(-2)
        .map((e) => [e.kind, e.content, e.streaming]),
    ).toEqual([
      ['message', 'Ragi is sown', false],
      ['error', '', false],
    ]);
    // Apologies are not sent back as part of the conversation.
    expect(store.begin('Again')!.messages.map((m) => m.content)).toEqual([
      'Hello',
      'Tell me about ragi',
      'Ragi is sown',
      'Again',
    ]);
  });

  it('sends the last 20 messages, each cut to 2,000 characters', () => {
    const store = createChatStore(memoryStorage());
    for (let i = 0; i < 15; i++) {
      const { replyId } = store.begin(`Question ${i}`)!;
      store.append(replyId, i === 14 ? 'x'.repeat(2500) : `Answer ${i}`);
      store.finish(replyId);
    }
    const history = historyFor(store.getState().entries);
    expect(history).toHaveLength(20);
    expect(history[0]).toEqual({ role: 'user', content: 'Question 5' });
    expect(history.at(-1)!.content).toHaveLength(2000);
  });

  it('reset restores only the greeting', () => {
    const store = createChatStore(memoryStorage());
    const { replyId } = store.begin('Hello')!;
    store.reset();
    expect(store.getState()).toEqual({ entries: [expect.objectContaining({ kind: 'greeting' })], waiting: false });
    store.append(replyId, 'late text');
    expect(store.getState().entries).toHaveLength(1);
  });

  it('survives a reload through session storage', () => {
    const storage = memoryStorage();
    const store = createChatStore(storage);
    const done = store.begin('Which tractor for paddy?')!;
    store.append(done.replyId, 'The Tractor 45 HP 2WD.');
    store.finish(done.replyId, [tractor]);
    const cut = store.begin('And the price?')!;
    store.append(cut.replyId, 'It costs');

    const reloaded = createChatStore(storage);
    expect(reloaded.getState().waiting).toBe(false);
    expect(reloaded.getState().entries.map((e) => [e.role, e.content, e.streaming])).toEqual([
      ['assistant', '', false],
      ['user', 'Which tractor for paddy?', false],
      ['assistant', 'The Tractor 45 HP 2WD.', false],
      ['user', 'And the price?', false],
      ['assistant', 'It costs', false],
    ]);
    expect(reloaded.getState().entries[2]!.products).toEqual([tractor]);
  });

  it('drops a reply that had not started when the page went away', () => {
    const storage = memoryStorage();
    createChatStore(storage).begin('Hello');
    expect(loadChatState(storage).entries.map((e) => e.content)).toEqual(['', 'Hello']);
  });

  it('starts afresh from damaged or missing storage', () => {
    for (const saved of ['not json', '{"a":1}', '[]', '[{"id":1}]']) {
      const state = loadChatState(memoryStorage({ [CHAT_STORAGE_KEY]: saved }));
      expect(state.entries.map((e) => e.kind)).toEqual(['greeting']);
    }
    expect(loadChatState(null).entries.map((e) => e.kind)).toEqual(['greeting']);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(createChatStore(full).begin('Still works')).not.toBeNull();
  });
});
