import { describe, expect, it } from 'vitest';
import {
  HAND_ITEM_DEFAULTS,
  HAND_ITEM_MESSAGES,
  handItemRequest,
  handItemSchema,
  newOperationId,
  type HandItemValues,
} from './hand-item.ts';

async function errorOf(values: Partial<HandItemValues>): Promise<string | null> {
  try {
    await handItemSchema().validate({ ...HAND_ITEM_DEFAULTS, ...values });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the add-an-item form', () => {
  it.each([
    { values: { name: 'Tomatoes', quantity: '3' }, error: null },
    { values: { name: 'Flour', quantity: '1.5', unit: 'cups' as const }, error: null },
    { values: { name: 'Napkins', quantity: '', unit: 'none' as const }, error: null },
    { values: { name: '   ' }, error: HAND_ITEM_MESSAGES.nameRequired },
    { values: { name: '<b>Cake</b>' }, error: HAND_ITEM_MESSAGES.nameInvalid },
    { values: { name: 'x'.repeat(81) }, error: HAND_ITEM_MESSAGES.nameTooLong },
    { values: { name: 'Milk', quantity: '' }, error: HAND_ITEM_MESSAGES.quantityInvalid },
    { values: { name: 'Milk', quantity: '0' }, error: HAND_ITEM_MESSAGES.quantityInvalid },
    { values: { name: 'Milk', quantity: '1.555' }, error: HAND_ITEM_MESSAGES.quantityInvalid },
    { values: { name: 'Milk', quantity: 'two' }, error: HAND_ITEM_MESSAGES.quantityInvalid },
  ])('$values -> $error', async ({ values, error }) => {
    expect(await errorOf(values)).toBe(error);
  });

  it('sends no amount for "no amount", and a trimmed name', () => {
    expect(handItemRequest({ name: ' Napkins ', quantity: '2', unit: 'none', category: 'Pantry' }, 'op-1')).toEqual({
      operationId: 'op-1',
      name: 'Napkins',
      unit: 'none',
      category: 'Pantry',
    });
    expect(handItemRequest({ name: 'Eggs', quantity: '6', unit: 'singular', category: 'Dairy & Eggs' }, 'op-2')).toEqual({
      operationId: 'op-2',
      name: 'Eggs',
      quantity: '6',
      unit: 'singular',
      category: 'Dairy & Eggs',
    });
  });

  it('makes operation ids the API takes, a new one each time', () => {
    const first = newOperationId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newOperationId()).not.toBe(first);
  });
});
