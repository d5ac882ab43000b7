interface Waiter<Value> {
  resolve: (value: Value | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * One alert event wakes every overlay of the streamer at once, and their acknowledgements come back in a
 * burst: calls made in the same turn of the event loop are answered by one `run` over all their keys
 * (each key once) instead of one query per socket. A key `run` leaves out answers undefined.
 */
export function batchPerTurn<Key, Value>(
  run: (keys: Key[]) => Promise<Map<Key, Value>>,
): (key: Key) => Promise<Value | undefined> {
  let waiting: Map<Key, Waiter<Value>[]> | null = null;

  function flush(): void {
    const batch = waiting!;
    waiting = null;
    run([...batch.keys()]).then(
      (found) => batch.forEach((waiters, key) => waiters.forEach((waiter) => waiter.resolve(found.get(key)))),
      (error: unknown) => batch.forEach((waiters) => waiters.forEach((waiter) => waiter.reject(error))),
    );
  }

  return (key) =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        waiting = new Map();
        // After the current I/O callbacks: every socket woken by the same event or burst joins this batch.
        setImmediate(flush);
      }
      waiting.set(key, [...(waiting.get(key) ?? []), { resolve, reject }]);
    });
}
