import { object, string, type ObjectSchema } from 'yup';
import { ITEM_QUANTITY_PATTERN, MAX_ITEM_NAME_LENGTH, type AddIngredientRequest } from '@app/shared/api-contract/shopping-list';
import { SHOPPING_CATEGORIES, type ShoppingCategory } from '@app/shared/units/shopping-categories';
import type { UnitKey } from '@app/shared/units/unit-types';

/** The "add an item" form of the shopping list: what she types, checked by the same rules as the API. */
export interface HandItemValues {
  name: string;
  quantity: string;
  unit: UnitKey;
  category: ShoppingCategory;
}

export const HAND_ITEM_DEFAULTS: HandItemValues = { name: '', quantity: '1', unit: 'singular', category: 'Pantry' };

/** The units offered by hand, in the words a shopper uses. */
export const HAND_ITEM_UNITS: readonly { value: UnitKey; label: string }[] = [
  { value: 'singular', label: 'items' },
  { value: 'grams', label: 'grams' },
  { value: 'millilitres', label: 'millilitres' },
  { value: 'cups', label: 'cups' },
  { value: 'tbs', label: 'tablespoons' },
  { value: 'tsp', label: 'teaspoons' },
  { value: 'bunch', label: 'bunches' },
  { value: 'head', label: 'heads' },
  { value: 'slice', label: 'slices' },
  { value: 'sheets', label: 'sheets' },
  { value: 'none', label: 'no amount' },
];

export const HAND_ITEM_MESSAGES = {
  nameRequired: 'Name the item',
  nameTooLong: `Keep it under ${MAX_ITEM_NAME_LENGTH} characters`,
  nameInvalid: 'The name is using invalid characters',
  quantityInvalid: 'Enter an amount such as 2 or 1.5',
} as const;

export function handItemSchema(): ObjectSchema<HandItemValues> {
  return object({
    name: string()
      .trim()
      .required(HAND_ITEM_MESSAGES.nameRequired)
      .max(MAX_ITEM_NAME_LENGTH, HAND_ITEM_MESSAGES.nameTooLong)
      .matches(/^[^<>\u0000-\u001F\u007F]*$/, HAND_ITEM_MESSAGES.nameInvalid),
    quantity: string()
      .trim()
      .default('')
      .when('unit', {
        is: 'none',
        then: (schema) => schema,
        otherwise: (schema) =>
          schema
            .required(HAND_ITEM_MESSAGES.quantityInvalid)
            .matches(new RegExp(ITEM_QUANTITY_PATTERN), HAND_ITEM_MESSAGES.quantityInvalid),
      }),
    unit: string<UnitKey>().required(),
    category: string<ShoppingCategory>()
      .oneOf([...SHOPPING_CATEGORIES])
      .required(),
  });
}

/** The request the form sends; the operation id is made once per item so a resend adds nothing more. */
export function handItemRequest(values: HandItemValues, operationId: string): AddIngredientRequest {
  const name = values.name.trim();
  if (values.unit === 'none') return { operationId, name, unit: 'none', category: values.category };
  return { operationId, name, quantity: values.quantity.trim(), unit: values.unit, category: values.category };
}

/** A client operation id (crypto.randomUUID where there is one), matching the API's pattern. */
export function newOperationId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `op-${random}`;
}
