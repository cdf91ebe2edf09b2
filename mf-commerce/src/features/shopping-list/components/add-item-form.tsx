import { Form, Formik } from 'formik';
import type { AddIngredientRequest } from '@app/shared/api-contract/shopping-list';
import { SelectField, TextField } from '@app/shared/forms/form-field';
import { SUCCESS_MESSAGES } from '@app/shared/messages';
import { HAND_ITEM_DEFAULTS, HAND_ITEM_UNITS, handItemRequest, handItemSchema, newOperationId } from '../model/hand-item.ts';
import { showToast } from '@app/shared/ui';
import { SHOPPING_CATEGORIES } from '@app/shared/units/shopping-categories';

const CATEGORY_OPTIONS = SHOPPING_CATEGORIES.map((category) => ({ value: category, label: category }));

/** Items added by hand (paper towels, a forgotten lemon); kept on the device and sent later while offline. */
export function AddItemForm({ onAdd }: { onAdd: (request: AddIngredientRequest) => void }) {
  return (
    <section className="shopping-panel" aria-labelledby="add-item-title">
      <h2 id="add-item-title" className="shopping-panel__title">
        Add an item
      </h2>
      <Formik
        initialValues={HAND_ITEM_DEFAULTS}
        validationSchema={handItemSchema()}
        onSubmit={(values, { resetForm }) => {
          onAdd(handItemRequest(values, newOperationId()));
          showToast({ message: SUCCESS_MESSAGES.itemAdded, kind: 'success' });
          resetForm();
        }}
      >
        {({ values }) => (
          <Form className="add-item-form" noValidate>
            <TextField name="name" label="Item" autoComplete="off" placeholder="e.g. lemons" />
            <div className="add-item-form__amount">
              <TextField name="quantity" label="Amount" inputMode="decimal" disabled={values.unit === 'none'} />
              <SelectField name="unit" label="Unit" options={HAND_ITEM_UNITS} />
            </div>
            <SelectField name="category" label="Aisle" options={CATEGORY_OPTIONS} />
            <button type="submit" className="button button--primary">
              Add item
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
