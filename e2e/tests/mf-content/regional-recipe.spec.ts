import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { seriousViolations } from '../../support/axe.ts';
import { actAsMember } from '../../support/session.ts';

/** Lamb, Capsicum & Broccoli Tray Bake (serves 4): 525 g lamb, 2 red capsicums, 400 g broccoli, a 200°C (180°C fan) oven. */
const RECIPE_PATH = '/recipe/meals/44001/lamb-capsicum-and-broccoli-tray-bake';

const ingredients = (page: Page) => page.getByRole('region', { name: 'Ingredients' }).getByRole('listitem');
const method = (page: Page) => page.getByRole('region', { name: 'Method' });

async function chooseRegion(page: Page, region: string) {
  await page.goto('/settings/region');
  await page.getByLabel('Region', { exact: true }).selectOption({ label: region });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
}

test.use({ viewport: { width: 390, height: 844 } });

test.describe('a recipe in her region’s words and measures, on a phone', () => {
  test('a US member reads bell peppers, ounces and pounds, cups and °F', async ({ page }, testInfo) => {
    await actAsMember(page);
    await chooseRegion(page, 'United States');
    await page.goto(RECIPE_PATH);

    await expect(page.getByRole('heading', { level: 1, name: 'Lamb, Bell Pepper & Broccoli Sheet-Pan Dinner' })).toBeVisible();
    await expect(ingredients(page)).toContainText([
      '1¼ lb lean lamb leg steaks',
      '2 red bell peppers',
      '14 oz broccoli',
      '2 tbsp extra virgin olive oil',
      '4 oz baby spinach',
      '1 cup whole wheat couscous',
    ]);
    await expect(method(page)).toContainText(
      'Preheat the oven to 400°F (350°F convection) and line a large sheet pan with parchment paper.',
    );
    await expect(method(page)).toContainText('Deseed and slice the red bell pepper');
    await expect(page.getByRole('article')).not.toContainText(/capsicum|°C|baking paper|flavour/i);
    await expect(page.getByRole('region', { name: 'Ingredients' })).not.toContainText(/\d(g|ml|mL|kg)\b/);
    await expect(page.getByRole('row', { name: /Dietary fiber/ })).toBeVisible();

    // Six serves: 787.5 g of lamb is 1¾ lb, 3 tsp of lemon zest 1 tbsp.
    const servings = page.getByRole('group', { name: 'Servings' });
    await servings.getByRole('button', { name: 'More serves' }).click();
    await servings.getByRole('button', { name: 'More serves' }).click();
    await expect(servings).toContainText('6 serves');
    await expect(ingredients(page)).toContainText(['1¾ lb lean lamb leg steaks', '3 red bell peppers', '1 tbsp finely grated lemon zest']);

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('us-recipe-390.png'), fullPage: true });
  });

  test('a UK member reads peppers, baking parchment and a traybake, in grams and °C', async ({ page }, testInfo) => {
    await actAsMember(page);
    await chooseRegion(page, 'United Kingdom');
    await page.goto(RECIPE_PATH);

    await expect(page.getByRole('heading', { level: 1, name: 'Lamb, Pepper & Broccoli Traybake' })).toBeVisible();
    await expect(ingredients(page)).toContainText([
      '525g lean lamb leg steaks',
      '2 red peppers',
      '400g broccoli',
      '2 tbsp extra virgin olive oil',
    ]);
    await expect(method(page)).toContainText('Preheat the oven to 200°C (180°C fan) and line a large baking tray with baking parchment.');
    await expect(method(page)).toContainText('Deseed and slice the red pepper and cut the broccoli into small florets.');
    await expect(method(page)).toContainText('Toss the red pepper with half the flavoured oil on the tray');
    await expect(page.getByRole('article')).not.toContainText(/capsicum|°F/i);
    await page.screenshot({ path: testInfo.outputPath('uk-recipe-390.png'), fullPage: true });
  });

  test('a US member’s oats say yogurt in the method too', async ({ page }) => {
    await actAsMember(page);
    await chooseRegion(page, 'United States');
    await page.goto('/recipe/meals/30003/cherry-and-pepita-overnight-oats');
    await expect(method(page)).toContainText('Combine the oats, milk, yogurt, chia seeds, maple syrup and cinnamon');
    await expect(page.getByRole('article')).not.toContainText(/yoghurt|pepita/i);
  });
});
