import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { actAsMember } from '../../support/session.ts';

/** Raspberry & Hazelnut Overnight Oats: serves 2, ⅓ cup yoghurt, 1 tbs hazelnuts, 250ml milk. */
const RECIPE_ID = 30001;
const RECIPE_PATH = `/recipe/meals/${RECIPE_ID}/raspberry-and-hazelnut-overnight-oats`;

const ingredients = (page: Page) => page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
const favourite = (page: Page) => page.getByRole('banner').getByRole('button', { name: /favourites/ });
const complete = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Mark as complete' });

test.describe('the recipe page', () => {
  test('a wrong slug goes to the right one; fractions show and the servings control rescales every quantity', async ({ page }) => {
    await actAsMember(page);
    await page.goto(`/recipe/meals/${RECIPE_ID}/overnight-oats`);
    await expect(page).toHaveURL(RECIPE_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Raspberry & Hazelnut Overnight Oats' })).toBeVisible();
    await expect(ingredients(page)).toContainText([
      '1 cup rolled oats',
      '250ml milk',
      '⅓ cup Greek yoghurt',
      '2 tsp chia seeds',
      '¼ tsp ground cinnamon',
      '½ cup raspberries',
      '1 tbs hazelnuts',
    ]);
    await expect(page.getByRole('heading', { level: 3, name: 'Topping' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Energy/ })).toContainText('1608 kJ');

    const servings = page.getByRole('group', { name: 'Servings' });
    await servings.getByRole('button', { name: 'More serves' }).click();
    await servings.getByRole('button', { name: 'More serves' }).click();
    await expect(servings).toContainText('4 serves');
    await expect(ingredients(page)).toContainText([
      '2 cups rolled oats',
      '500ml milk',
      '⅔ cup Greek yoghurt',
      '1 tbs chia seeds',
      '½ tsp ground cinnamon',
      '1 cup raspberries',
      '2 tbs hazelnuts',
    ]);

    await servings.getByRole('button', { name: 'Fewer serves' }).click();
    await servings.getByRole('button', { name: 'Fewer serves' }).click();
    await servings.getByRole('button', { name: 'Fewer serves' }).click();
    await expect(servings).toContainText('1 serve');
    await expect(ingredients(page)).toContainText([
      '½ cup rolled oats',
      '125ml milk',
      '2 tbs Greek yoghurt',
      '1 tsp chia seeds',
      '¼ cup raspberries',
      '½ tbs hazelnuts',
    ]);
    await expect(servings.getByRole('button', { name: 'Fewer serves' })).toBeDisabled();
  });

  test('the ingredients for the chosen serves go on the shopping list', async ({ page }) => {
    await actAsMember(page);
    await page.goto(RECIPE_PATH);
    const ingredientsCard = page.getByRole('region', { name: 'Ingredients' });
    await ingredientsCard.getByRole('button', { name: 'Add to Shopping List' }).click();
    await expect(page.getByText('Item added!')).toBeVisible();
    await expect(ingredientsCard.getByRole('button', { name: 'Added to List' })).toBeVisible();
    await page.getByRole('group', { name: 'Servings' }).getByRole('button', { name: 'More serves' }).click();
    await expect(ingredientsCard.getByRole('button', { name: 'Update List' })).toBeVisible();
  });

  test('unit names change with the region setting', async ({ page }) => {
    await actAsMember(page);
    await page.goto('/settings/region');
    await page.getByLabel('Region', { exact: true }).selectOption({ label: 'United States' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();

    await page.goto(RECIPE_PATH);
    await expect(ingredients(page)).toContainText(['1 cup milk', '1 tbsp hazelnuts']);

    await page.goto('/settings/region');
    await page.getByLabel('Region', { exact: true }).selectOption({ label: 'United Kingdom' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await page.goto(RECIPE_PATH);
    await expect(ingredients(page)).toContainText(['250ml milk', '1 tbsp hazelnuts']);
  });

  test('favourite toggles and persists across a reload; the Saved tab lists it', async ({ page }) => {
    await actAsMember(page);
    await page.goto(RECIPE_PATH);
    await expect(favourite(page)).toHaveAccessibleName('Save to favourites');
    await favourite(page).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await expect(favourite(page)).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(favourite(page)).toHaveAccessibleName('Remove from favourites');
    await expect(favourite(page)).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/meals?tab=saved');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Raspberry & Hazelnut Overnight Oats']);

    await page.goto(RECIPE_PATH);
    await favourite(page).click();
    await expect(favourite(page)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(favourite(page)).toHaveAccessibleName('Save to favourites');
  });

  test('complete is one-way: once complete the control does nothing', async ({ page }) => {
    await actAsMember(page);
    let completions = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/mark-as-completed')) completions += 1;
    });
    await page.goto(RECIPE_PATH);
    await complete(page).click();
    await expect(page.getByText('Marked as complete!')).toBeVisible();
    await expect(complete(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(complete(page)).toBeDisabled();
    await complete(page).click({ force: true });
    await expect(complete(page)).toHaveAttribute('aria-pressed', 'true');
    expect(completions).toBe(1);
    // The server remembers it: after a reload the control is still done.
    await page.reload();
    await expect(complete(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(complete(page)).toBeDisabled();
    expect(completions).toBe(1);
  });

  test('a failed favourite shows the server message with TRY AGAIN, which saves it', async ({ page }) => {
    await actAsMember(page);
    await page.route('**/api/user/preference/favourite', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await route.fulfill({ status: 503, json: { code: 503, data: null, message: 'Favourites are resting. Please try again.' } });
    });
    await page.goto(RECIPE_PATH);
    await favourite(page).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Favourites are resting. Please try again.' });
    await expect(toast).toBeVisible();
    await page.unroute('**/api/user/preference/favourite');
    await toast.getByRole('button', { name: 'TRY AGAIN' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    await expect(favourite(page)).toHaveAttribute('aria-pressed', 'true');
  });

  test('a visitor reads the recipe without favourite or complete', async ({ page }) => {
    await page.goto(RECIPE_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Raspberry & Hazelnut Overnight Oats' })).toBeVisible();
    await expect(ingredients(page).first()).toBeVisible();
    await expect(favourite(page)).toHaveCount(0);
    await expect(complete(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to Shopping List' })).toHaveCount(0);
  });

  test('axe-core finds no serious or critical violations on a recipe', async ({ page }) => {
    await actAsMember(page);
    await page.goto(RECIPE_PATH);
    await expect(ingredients(page).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
