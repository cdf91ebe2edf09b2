import { useState } from 'react';
import type { RecipeContent } from '@app/shared/api-contract/application-search';
import { chooseImage, variantsFromImageList } from '@app/shared/media/image-choice';
import { recipeText } from '@app/shared/region/recipe-text';
import { regionalText } from '@app/shared/region/regional-text';
import { AddToShoppingListButton } from '@app/shared/shopping-list/add-to-shopping-list-button';
import { SmartImage } from '@app/shared/ui/smart-image';
import { RECIPE_HERO_IMAGE } from '../../../common/model/page-images.ts';
import { clampServes, dietaryTagName, ingredientGroups, nutritionRows, servesLabel, SERVES_RANGE } from '../model/recipe-view.ts';

/** The recipe itself: picture, times, tags, summary, ingredients for the chosen serves, method and nutrition. */
/** `canShop`: a member's page offers the shopping list (an authenticated API area, SPEC 6). */
export function RecipeView({ recipe, regionId, canShop }: { recipe: RecipeContent; regionId: number | undefined; canShop: boolean }) {
  const [serves, setServes] = useState(recipe.serves);
  // Every text she reads goes through her region's words (and, in the US, °F and inches): one table, shared/src/region.
  const title = recipeText(regionalText(recipe, 'title', regionId), regionId, { title: true });
  const image = chooseImage(variantsFromImageList(recipe.imageList), RECIPE_HERO_IMAGE);
  const groups = ingredientGroups(recipe.ingredients, recipe.serves, serves, regionId);

  return (
    <article className="recipe">
      <header className="recipe-hero">
        <SmartImage image={image} alt="" sizes={RECIPE_HERO_IMAGE.sizes} className="recipe-hero__image" priority />
        <div className="recipe-hero__text">
          {recipe.mealType ? <p className="recipe-hero__kicker">{recipe.mealType}</p> : null}
          <h1 className="recipe-hero__title">{title}</h1>
          {recipe.summary ? <p className="recipe-hero__summary">{recipeText(recipe.summary, regionId)}</p> : null}
          <dl className="recipe-times">
            <div>
              <dt>Prep</dt>
              <dd>{recipe.prepTime} min</dd>
            </div>
            <div>
              <dt>Cook</dt>
              <dd>{recipe.cookTime ? `${recipe.cookTime} min` : 'No cooking'}</dd>
            </div>
            <div>
              <dt>Serves</dt>
              <dd>{recipe.serves}</dd>
            </div>
          </dl>
          <ul className="recipe-tags" aria-label="Tags">
            {recipe.tagAbbreviations.map((tag) => (
              <li key={tag} className="recipe-tags__dietary">
                <abbr title={tag}>{dietaryTagName(tag)}</abbr>
              </li>
            ))}
            {recipe.tags.map((tag) => (
              <li key={tag}>{recipeText(tag, regionId)}</li>
            ))}
          </ul>
        </div>
      </header>

      <div className="recipe-body">
        <section className="recipe-card recipe-ingredients" aria-labelledby="recipe-ingredients-heading">
          <div className="recipe-ingredients__top">
            <h2 id="recipe-ingredients-heading">Ingredients</h2>
            <ServingsControl serves={serves} onChange={setServes} />
          </div>
          {groups.map((group, index) => (
            <div key={group.heading ?? `group-${index}`} className="recipe-ingredients__group">
              {group.heading ? <h3>{group.heading}</h3> : null}
              <ul>
                {group.lines.map((line, lineIndex) => (
                  <li key={`${lineIndex}-${line}`}>{line}</li>
                ))}
              </ul>
            </div>
          ))}
          {canShop ? (
            <div className="recipe-ingredients__shop">
              <AddToShoppingListButton recipeId={recipe.contentId} servings={serves} />
            </div>
          ) : null}
        </section>

        <section className="recipe-card recipe-method" aria-labelledby="recipe-method-heading">
          <h2 id="recipe-method-heading">Method</h2>
          <ol>
            {recipe.method.map((step, index) => (
              <li key={index}>{recipeText(step, regionId)}</li>
            ))}
          </ol>
        </section>

        <section className="recipe-card recipe-nutrition" aria-labelledby="recipe-nutrition-heading">
          <h2 id="recipe-nutrition-heading">Nutrition per serve</h2>
          <table>
            <tbody>
              {nutritionRows(recipe.nutrition, regionId).map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </article>
  );
}

function ServingsControl({ serves, onChange }: { serves: number; onChange: (serves: number) => void }) {
  return (
    <div className="servings" role="group" aria-label="Servings">
      <button
        type="button"
        className="servings__step"
        aria-label="Fewer serves"
        disabled={serves <= SERVES_RANGE.min}
        onClick={() => onChange(clampServes(serves - 1))}
      >
        −
      </button>
      <output className="servings__value" aria-live="polite">
        {servesLabel(serves)}
      </output>
      <button
        type="button"
        className="servings__step"
        aria-label="More serves"
        disabled={serves >= SERVES_RANGE.max}
        onClick={() => onChange(clampServes(serves + 1))}
      >
        +
      </button>
    </div>
  );
}
