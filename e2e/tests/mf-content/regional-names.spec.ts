import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { actAsMember } from '../../support/session.ts';

/** Cherry & Pepita Overnight Oats: ½ tbs pepitas, rolled oats and Greek yoghurt for 2. */
const RECIPE_ID = 30003;
const RECIPE_PATH = `/recipe/meals/${RECIPE_ID}/cherry-and-pepita-overnight-oats`;
const US_TITLE = 'Cherry & Pumpkin Seed Overnight Oats';

const ingredients = (page: Page) => page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');

async function chooseRegion(page: Page, region: string) {
  await page.goto('/settings/region');
  await page.getByLabel('Region', { exact: true }).selectOption({ label: region });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
}

test.describe('ingredients in the member’s region’s words', () => {
  test('a US member sees pumpkin seeds on the recipe and in her shopping list, and finds the recipe by them', async ({ page }) => {
    await actAsMember(page);
    await chooseRegion(page, 'United States');

    await page.goto(RECIPE_PATH);
    await expect(page.getByRole('heading', { level: 1, name: US_TITLE })).toBeVisible();
    await expect(ingredients(page)).toContainText([/ old-fashioned oats$/, / Greek yogurt$/, '½ tbsp pumpkin seeds']);
    await expect(page.getByRole('region', { name: 'Ingredients' })).not.toContainText(/pepita|yoghurt|rolled oats/i);

    const ingredientsCard = page.getByRole('region', { name: 'Ingredients' });
    await ingredientsCard.getByRole('button', { name: 'Add to Shopping List' }).click();
    await expect(ingredientsCard.getByRole('button', { name: 'Added to List' })).toBeVisible();

    await page.goto('/shopping-list');
    const list = page.getByRole('main');
    await expect(list.getByText(/^½ tbsp pumpkin seeds/)).toBeVisible();
    await expect(list.getByText(/ old-fashioned oats$/)).toBeVisible();
    await expect(list.getByText(`For ${US_TITLE}`).first()).toBeVisible();
    await expect(list.getByRole('link', { name: US_TITLE })).toBeVisible();
    await expect(list).not.toContainText(/pepita/i);

    // Pumpkin seeds typed by hand join the same line.
    await list.getByLabel('Item', { exact: true }).fill('Pumpkin seeds');
    await list.getByLabel('Amount', { exact: true }).fill('1');
    await list.getByLabel('Unit', { exact: true }).selectOption({ label: 'tablespoons' });
    await list.getByRole('button', { name: 'Add item' }).click();
    await expect(list.getByText(/^1½ tbsp pumpkin seeds/)).toBeVisible();
    await expect(list.getByText(/pumpkin seeds/)).toHaveCount(1);

    await page.goto('/meals');
    await page.getByRole('searchbox', { name: 'Search meals' }).fill('pumpkin seeds');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: US_TITLE })).toBeVisible();
  });
});
