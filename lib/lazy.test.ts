import { loadOnce, whenIdle } from './lazy';

describe('loadOnce', () => {
  test('starts the load once and hands every caller the same result', async () => {
    const load = jest.fn().mockResolvedValue('module');
    const get = loadOnce(load);
    const [a, b] = await Promise.all([get(), get()]);
    await get();
    expect([a, b]).toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('forgets a failed load, so the next call tries again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as Partial<typeof globalThis>).requestIdleCallback;
    delete (globalThis as Partial<typeof globalThis>).cancelIdleCallback;
  });

  test('uses requestIdleCallback with the timeout, and cancels through cancelIdleCallback', () => {
    const callbacks: Array<() => void> = [];
    globalThis.requestIdleCallback = jest.fn((run: IdleRequestCallback, options?: IdleRequestOptions) => {
      expect(options).toEqual({ timeout: 2000 });
      callbacks.push(() => run({ didTimeout: false, timeRemaining: () => 10 }));
      return 7;
    });
    globalThis.cancelIdleCallback = jest.fn();
    const callback = jest.fn();
    const cancel = whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    callbacks[0]!();
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(globalThis.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  test('without requestIdleCallback it waits the fallback delay, and can be cancelled', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    whenIdle(callback, 2000, 200);
    jest.advanceTimersByTime(199);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
