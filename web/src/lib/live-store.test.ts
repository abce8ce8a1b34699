import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveStore, type LiveSource } from './live-store';

function source<T>(fallback: T, answers: Array<{ value: T; changed?: boolean } | Error>) {
  const load = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (!next) throw new Error('no answer');
    if (next instanceof Error) throw next;
    return { value: next.value, changed: next.changed ?? true };
  });
  return { fallback, load } satisfies LiveSource<T>;
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('createLiveStore', () => {
  let visible = true;
  let visibilityListeners: Array<() => void> = [];
  const warn = vi.fn();
  const makeStore = () =>
    createLiveStore({
      intervalMs: 10_000,
      isVisible: () => visible,
      onVisibilityChange: (cb) => {
        visibilityListeners.push(cb);
        return () => {
          visibilityListeners = visibilityListeners.filter((l) => l !== cb);
        };
      },
      warn,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    visible = true;
    visibilityListeners = [];
    warn.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps one listener per key, shared by all its subscribers', async () => {
    const store = makeStore();
    const src = source<string[]>([], [{ value: ['a'] }]);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe('donations', src, first);
    store.subscribe('donations', src, second);
    await flush();
    expect(src.load).toHaveBeenCalledTimes(1);
    expect(store.size()).toBe(1);
    expect(first).toHaveBeenCalledWith(['a']);
    expect(second).toHaveBeenCalledWith(['a']);
  });

  it('gives a new subscriber the cached value at once', async () => {
    const store = makeStore();
    const src = source<string[]>([], [{ value: ['cached'] }]);
    store.subscribe('roadmap', src, () => {});
    await flush();
    const late = vi.fn();
    store.subscribe('roadmap', src, late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith(['cached']);
    expect(src.load).toHaveBeenCalledTimes(1);
  });

  it('refreshes on its interval and tells subscribers only about changes', async () => {
    const store = makeStore();
    const src = source<string[]>(
      [],
      [{ value: ['v1'] }, { value: ['v1'], changed: false }, { value: ['v2'] }],
    );
    const listener = vi.fn();
    store.subscribe('faq', src, listener);
    await flush();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listener).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith(['v2']);
  });

  it('removes the listener with its last subscriber', async () => {
    const store = makeStore();
    const src = source<string[]>([], [{ value: ['a'] }]);
    const stopA = store.subscribe('donations', src, () => {});
    const stopB = store.subscribe('donations', src, () => {});
    await flush();
    stopA();
    expect(store.size()).toBe(1);
    stopB();
    expect(store.size()).toBe(0);
    expect(visibilityListeners).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(src.load).toHaveBeenCalledTimes(1);
  });

  it('removes every listener on dispose (page unload)', async () => {
    const store = makeStore();
    store.subscribe('donations', source<string[]>([], [{ value: [] }]), () => {});
    store.subscribe('privacyPolicy/current', source<null | object>(null, [{ value: {} }]), () => {});
    await flush();
    store.dispose();
    expect(store.size()).toBe(0);
  });

  it('logs a warning and delivers the fallback with the error: [] for a collection, null for a document', async () => {
    const store = makeStore();
    const list = vi.fn();
    const doc = vi.fn();
    store.subscribe('roadmap', source<string[]>([], [new Error('down')]), list);
    store.subscribe('privacyPolicy/current', source<object | null>(null, [new Error('down')]), doc);
    await flush();
    expect(list).toHaveBeenCalledWith([], expect.any(Error));
    expect(doc).toHaveBeenCalledWith(null, expect.any(Error));
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('warns once while a key keeps failing, and again after it has recovered and failed anew', async () => {
    const store = makeStore();
    const down = new Error('down');
    const src = source<string[]>([], [down, down, down, { value: ['back'] }, down]);
    const listener = vi.fn();
    store.subscribe('faq', src, listener);
    await flush();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listener).toHaveBeenLastCalledWith(['back']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(listener).toHaveBeenLastCalledWith([], down);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('refreshes only while the page is visible, and at once when it becomes visible', async () => {
    visible = false;
    const store = makeStore();
    const src = source<string[]>([], [{ value: ['a'] }]);
    store.subscribe('donations', src, () => {});
    await vi.advanceTimersByTimeAsync(60_000);
    expect(src.load).not.toHaveBeenCalled();
    visible = true;
    for (const listener of visibilityListeners) listener();
    await flush();
    expect(src.load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(src.load).toHaveBeenCalledTimes(2);
  });
});
