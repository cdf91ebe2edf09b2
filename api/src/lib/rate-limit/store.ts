/** Where the counters live: this process's memory, or Redis shared by every instance. */
export interface RateLimitStore {
  /** Counts one hit on `key` in its current window; the count so far and ms until the window resets. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}
