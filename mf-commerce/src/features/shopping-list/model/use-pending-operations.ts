import { useCallback, useEffect, useRef, useState } from 'react';
import type { AddIngredientRequest } from '@app/shared/api-contract/shopping-list';
import { apiErrorMessage } from '@app/shared/api';
import { useAddShoppingListIngredientMutation, useToggleShoppingListIngredientMutation } from '../api/shopping-list-api.ts';
import { showToast } from '@app/shared/ui';
import { enqueue, isSameOperation, parseQueue, pendingQueueKey, type PendingOperation } from './pending-operations.ts';

/** Whether the browser has a connection, following its online and offline events. */
function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** No reply at all (offline, timed out): keep the change and try again when the connection is back. */
function isNetworkFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== 'number';
}

/**
 * Ticks and hand-added items go through this queue, online or not: applied on screen at once,
 * kept in localStorage, sent in order; a change the server refuses is dropped with its message.
 */
export function usePendingOperations(userId: number | string | undefined, shoppingListId: number | null) {
  const storageKey = userId === undefined ? null : pendingQueueKey(userId);
  const [queue, setQueue] = useState<PendingOperation[]>(() => (storageKey ? parseQueue(localStorage.getItem(storageKey)) : []));
  const queueRef = useRef(queue);
  const flushing = useRef(false);
  const online = useOnline();
  const [toggle] = useToggleShoppingListIngredientMutation();
  const [add] = useAddShoppingListIngredientMutation();

  const store = useCallback(
    (next: PendingOperation[]) => {
      queueRef.current = next;
      setQueue(next);
      if (!storageKey) return;
      if (next.length > 0) localStorage.setItem(storageKey, JSON.stringify(next));
      else localStorage.removeItem(storageKey);
    },
    [storageKey],
  );

  const flush = useCallback(async () => {
    if (flushing.current || shoppingListId === null || !navigator.onLine) return;
    flushing.current = true;
    try {
      while (queueRef.current.length > 0) {
        const operation = queueRef.current[0]!;
        try {
          if (operation.kind === 'tick') await toggle({ shoppingListId, lineKey: operation.lineKey, ticked: operation.ticked }).unwrap();
          else await add({ shoppingListId, ...operation.request }).unwrap();
        } catch (error) {
          if (isNetworkFailure(error)) return;
          showToast({ message: apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]), kind: 'error' });
        }
        // Sent (or refused for good): take it off, unless a newer change replaced it meanwhile.
        store(queueRef.current.filter((queued) => !isSameOperation(queued, operation)));
      }
    } finally {
      flushing.current = false;
    }
  }, [add, shoppingListId, store, toggle]);

  useEffect(() => {
    if (online && queue.length > 0) void flush();
  }, [online, queue, flush]);

  const tick = useCallback(
    (lineKey: string, ticked: boolean) => store(enqueue(queueRef.current, { kind: 'tick', lineKey, ticked })),
    [store],
  );
  const addItem = useCallback((request: AddIngredientRequest) => store(enqueue(queueRef.current, { kind: 'add', request })), [store]);

  return { queue, online, tick, addItem };
}
