import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useAppDispatch, useSession } from '@app/shared/store';
import {
  completionKey,
  isWorthRetrying,
  PENDING_COMPLETIONS_KEY,
  readPending,
  withoutPending,
  withPending,
  type CompletionRequest,
  type PendingCompletion,
} from '../model/pending-completions.ts';
import { completionApi } from './completion-api.ts';

export type CompletionOutcome = 'recorded' | 'queued';

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

// The outbox is one per page (localStorage is): every component that uses it sees the same list.
let pending: PendingCompletion[] | null = null;
const listeners = new Set<() => void>();
const sending = new Set<string>();
/** How each completion sent from the outbox ended, for a page still showing it. */
const settled = new Map<string, 'recorded' | 'failed'>();
const NONE: PendingCompletion[] = [];

function current(): PendingCompletion[] {
  pending ??= readPending(browserStorage()?.getItem(PENDING_COMPLETIONS_KEY) ?? null, Date.now());
  return pending;
}

function write(next: PendingCompletion[]): void {
  pending = next;
  try {
    if (next.length === 0) browserStorage()?.removeItem(PENDING_COMPLETIONS_KEY);
    else browserStorage()?.setItem(PENDING_COMPLETIONS_KEY, JSON.stringify(next));
  } catch {
    // Storage refused: the completion is still tried now, it just would not survive a reload.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Dispatch = ReturnType<typeof useAppDispatch>;

/** Posts one completion: it leaves the outbox once the server has it, or when the server refuses it (the error is thrown). */
async function send(dispatch: Dispatch, item: PendingCompletion): Promise<CompletionOutcome> {
  if (sending.has(item.key)) return 'queued';
  sending.add(item.key);
  try {
    const request = item.request;
    const posted =
      request.kind === 'program'
        ? dispatch(completionApi.endpoints.completeProgramWorkout.initiate(request.body))
        : dispatch(completionApi.endpoints.completeWorkout.initiate(request.body));
    await posted.unwrap();
    settled.set(item.key, 'recorded');
    write(withoutPending(current(), item.key));
    return 'recorded';
  } catch (error) {
    if (isWorthRetrying(error)) return 'queued';
    settled.set(item.key, 'failed');
    write(withoutPending(current(), item.key));
    throw error;
  } finally {
    sending.delete(item.key);
  }
}

/**
 * Completions that survive a dropped connection and a reload: each is kept on the device until the
 * server has it, and sent again when the browser is back online or a page that uses this opens.
 * Only the signed-in member's own completions are sent.
 */
export function useCompletionOutbox() {
  const dispatch = useAppDispatch();
  const userId = Number(useSession()?.id);
  const list = useSyncExternalStore(subscribe, current, () => NONE);

  const flush = useCallback(() => {
    if (!Number.isInteger(userId)) return;
    for (const item of current().filter((entry) => entry.userId === userId)) void send(dispatch, item).catch(() => undefined);
  }, [dispatch, userId]);

  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  const record = useCallback(
    (request: CompletionRequest, day: string): { key: string; outcome: Promise<CompletionOutcome> } => {
      const item: PendingCompletion = { key: completionKey(request, day), userId, request, savedAt: Date.now() };
      settled.delete(item.key);
      write(withPending(current(), item));
      return { key: item.key, outcome: send(dispatch, item) };
    },
    [dispatch, userId],
  );

  // Re-read whenever the outbox changes (list), so a page sees a queued completion go through.
  const settledOf = useCallback((key: string) => (list.some((item) => item.key === key) ? undefined : settled.get(key)), [list]);
  return { record, settled: settledOf };
}
