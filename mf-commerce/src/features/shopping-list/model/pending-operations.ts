import type { AddIngredientRequest, ShoppingListData, ShoppingListIngredient } from '@app/shared/api-contract/shopping-list';
import { UNIT_TYPE } from '@app/shared/units/unit-types';

/**
 * Changes made in the shop with no connection: kept on the device (localStorage) and sent in order
 * when the connection comes back. Both are safe to send twice: a tick sets a state, an add carries
 * its operation id.
 */
export type PendingOperation = { kind: 'tick'; lineKey: string; ticked: boolean } | { kind: 'add'; request: AddIngredientRequest };

/** A later tick of the same line replaces the earlier one: only the last state is worth sending. */
export function enqueue(queue: readonly PendingOperation[], operation: PendingOperation): PendingOperation[] {
  if (operation.kind === 'tick')
    return [...queue.filter((queued) => queued.kind !== 'tick' || queued.lineKey !== operation.lineKey), operation];
  return [...queue, operation];
}

export function isSameOperation(a: PendingOperation, b: PendingOperation): boolean {
  if (a.kind === 'tick' && b.kind === 'tick') return a.lineKey === b.lineKey && a.ticked === b.ticked;
  if (a.kind === 'add' && b.kind === 'add') return a.request.operationId === b.request.operationId;
  return false;
}

/** The key of a line added offline, until the server answers with its real line. */
export const PENDING_LINE_PREFIX = 'pending:';

/** The list as she should see it: the server's, with what is waiting to be sent already applied. */
export function applyPending(data: ShoppingListData, queue: readonly PendingOperation[]): ShoppingListData {
  if (queue.length === 0) return data;
  let lines = data.associatedIngredientsList;
  for (const operation of queue) {
    if (operation.kind === 'tick') {
      lines = lines.map((line) => (line.lineKey === operation.lineKey ? { ...line, ticked: operation.ticked } : line));
    } else {
      const { request } = operation;
      const added: ShoppingListIngredient = {
        lineKey: `${PENDING_LINE_PREFIX}${request.operationId}`,
        category: request.category ?? 'Pantry',
        contentType: 'normal',
        name: request.name,
        namePlural: request.name,
        quantity: request.quantity === undefined ? null : Number(request.quantity),
        unitType: UNIT_TYPE[request.unit],
        ticked: false,
        neededFor: [],
        addedByHand: true,
      };
      lines = [...lines, added];
    }
  }
  return { ...data, associatedIngredientsList: lines };
}

function isPendingOperation(value: unknown): value is PendingOperation {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  if (candidate.kind === 'tick') return typeof candidate.lineKey === 'string' && typeof candidate.ticked === 'boolean';
  if (candidate.kind === 'add') {
    const request = candidate.request as Record<string, unknown> | undefined;
    return (
      Boolean(request) && typeof request?.operationId === 'string' && typeof request.name === 'string' && typeof request.unit === 'string'
    );
  }
  return false;
}

/** The stored queue; anything unreadable (an older format, a hand edit) is dropped rather than sent. */
export function parseQueue(text: string | null): PendingOperation[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isPendingOperation) : [];
  } catch {
    return [];
  }
}

export const pendingQueueKey = (userId: number | string) => `shoppingListPending:${userId}`;
