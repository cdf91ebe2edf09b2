/**
 * Work a reply does not wait for (mail whose timing must not reveal whether an account
 * exists). Failures are logged; `settled()` lets shutdown and tests wait for what is running.
 */
export interface Background {
  run(task: () => Promise<void>): void;
  settled(): Promise<void>;
}

export function background(onError: (error: unknown) => void): Background {
  const running = new Set<Promise<void>>();
  return {
    run(task) {
      const promise = Promise.resolve()
        .then(task)
        .catch(onError)
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
