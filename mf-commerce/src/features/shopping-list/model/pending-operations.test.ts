import { describe, expect, it } from 'vitest';
import type { ShoppingListData } from '@app/shared/api-contract/shopping-list';
import { applyPending, enqueue, parseQueue, type PendingOperation } from './pending-operations.ts';

const list: ShoppingListData = {
  shoppingListId: 7,
  associatedRecipeList: [{ activityId: 'mon-dinner', recipeId: 1, name: 'Frittata', serves: 2, servings: 2 }],
  associatedIngredientsList: [
    {
      lineKey: 'egg:unit-0',
      category: 'Dairy & Eggs',
      contentType: 'normal',
      name: 'egg',
      namePlural: 'eggs',
      quantity: 4,
      unitType: 0,
      ticked: false,
      neededFor: [],
      addedByHand: false,
    },
  ],
};
const add: PendingOperation = { kind: 'add', request: { operationId: 'op-abcdefgh', name: 'Napkins', unit: 'none', category: 'Pantry' } };

describe('changes kept while offline', () => {
  it.each([
    {
      rule: 'a tick is queued',
      ops: [{ kind: 'tick', lineKey: 'egg:unit-0', ticked: true }],
      queued: [{ kind: 'tick', lineKey: 'egg:unit-0', ticked: true }],
    },
    {
      rule: 'a later tick of the same line replaces the earlier one',
      ops: [
        { kind: 'tick', lineKey: 'egg:unit-0', ticked: true },
        { kind: 'tick', lineKey: 'egg:unit-0', ticked: false },
      ],
      queued: [{ kind: 'tick', lineKey: 'egg:unit-0', ticked: false }],
    },
    {
      rule: 'adds are kept in order',
      ops: [add, { kind: 'tick', lineKey: 'x:mass', ticked: true }],
      queued: [add, { kind: 'tick', lineKey: 'x:mass', ticked: true }],
    },
  ] as { rule: string; ops: PendingOperation[]; queued: PendingOperation[] }[])('$rule', ({ ops, queued }) => {
    expect(ops.reduce(enqueue, [] as PendingOperation[])).toEqual(queued);
  });

  it('shows the list with the waiting changes applied', () => {
    const shown = applyPending(list, [{ kind: 'tick', lineKey: 'egg:unit-0', ticked: true }, add]);
    expect(shown.associatedIngredientsList.map((line) => [line.lineKey, line.ticked, line.quantity])).toEqual([
      ['egg:unit-0', true, 4],
      ['pending:op-abcdefgh', false, null],
    ]);
    expect(list.associatedIngredientsList[0]?.ticked).toBe(false);
  });

  it.each([
    { stored: null, queue: [] },
    { stored: 'not json', queue: [] },
    { stored: '{"kind":"tick"}', queue: [] },
    {
      stored: JSON.stringify([{ kind: 'tick', lineKey: 'egg:unit-0', ticked: true }, { kind: 'drop-table' }]),
      queue: [{ kind: 'tick', lineKey: 'egg:unit-0', ticked: true }],
    },
  ])('reads a stored queue $stored', ({ stored, queue }) => {
    expect(parseQueue(stored)).toEqual(queue);
  });
});
