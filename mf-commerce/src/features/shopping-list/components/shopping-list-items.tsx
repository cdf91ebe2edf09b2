import type { ShoppingListIngredient, ShoppingListRecipe } from '@app/shared/api-contract/shopping-list';
import { mealSharesText, neededForText, shoppingLineLabel } from '../model/line-text.ts';
import { PENDING_LINE_PREFIX } from '../model/pending-operations.ts';

/** Lines in the aisle order the API sends them, one section per category. */
function byCategory(lines: readonly ShoppingListIngredient[]) {
  const groups: { category: string; lines: ShoppingListIngredient[] }[] = [];
  for (const line of lines) {
    const group = groups.find((candidate) => candidate.category === line.category);
    if (group) group.lines.push(line);
    else groups.push({ category: line.category, lines: [line] });
  }
  return groups;
}

const idOf = (category: string) => `aisle-${category.toLowerCase().replace(/[^a-z]+/g, '-')}`;

interface ShoppingListItemsProps {
  lines: readonly ShoppingListIngredient[];
  regionId: number | undefined;
  /** The list's meals, with the servings each is planned for. */
  recipes: readonly ShoppingListRecipe[];
  /** Absent: read-only (the detail route), each line shows its amount without a checkbox. */
  onTick?: (lineKey: string, ticked: boolean) => void;
}

/**
 * SPEC 3: items grouped by category; each line says the amount a shop sells, the food and which
 * meals need it, in her region's words and measures, and each meal's share where they are planned
 * at different servings.
 */
export function ShoppingListItems({ lines, regionId, recipes, onTick }: ShoppingListItemsProps) {
  return (
    <div className="shopping-items">
      {byCategory(lines).map((group) => (
        <section key={group.category} className="shopping-items__aisle" aria-labelledby={idOf(group.category)}>
          <h2 id={idOf(group.category)} className="shopping-items__aisle-title">
            {group.category}
          </h2>
          <ul className="shopping-items__list">
            {group.lines.map((line) => {
              const label = shoppingLineLabel(line, regionId);
              const waiting = line.lineKey.startsWith(PENDING_LINE_PREFIX);
              const shares = waiting ? null : mealSharesText(line, recipes, regionId);
              const details = (
                <span className="shopping-item__text">
                  <span className="shopping-item__name">{label}</span>{' '}
                  <span className="shopping-item__for">
                    {waiting ? 'Added by you · waiting to be sent' : neededForText(line, regionId)}
                  </span>
                  {shares ? (
                    <>
                      {' '}
                      <span className="shopping-item__shares">{shares}</span>
                    </>
                  ) : null}
                </span>
              );
              return (
                <li key={line.lineKey} className={line.ticked ? 'shopping-item shopping-item--ticked' : 'shopping-item'}>
                  {onTick ? (
                    <label className="shopping-item__row">
                      <input
                        type="checkbox"
                        className="shopping-item__check"
                        checked={line.ticked}
                        disabled={waiting}
                        onChange={(event) => onTick(line.lineKey, event.target.checked)}
                      />
                      {details}
                    </label>
                  ) : (
                    <div className="shopping-item__row">{details}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
