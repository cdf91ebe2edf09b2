import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { SHOPPING_LIST_PATHS, type MealToSave } from '@app/shared/api-contract/shopping-list';
import { seriousViolations } from '../../support/axe.ts';
import { actAsMember, type Member } from '../../support/session.ts';

// Lamb, Capsicum & Broccoli Tray Bake serves 4 (525 g lamb, 2 capsicums, 2 tsp lemon zest); Chicken,
// Capsicum & Asparagus Tray Bake serves 4 (1 capsicum for 2); Cherry & Pepita Overnight Oats serves 1.
const LAMB_TRAY_BAKE = 44001;
const CHICKEN_TRAY_BAKE = 44011;
const CHERRY_OATS = 30003;

async function plan(page: Page, member: Member, meals: MealToSave[]) {
  const response = await page.request.post(SHOPPING_LIST_PATHS.save, {
    data: { meals },
    headers: { Authorization: `Bearer ${member.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function chooseRegion(page: Page, region: string) {
  await page.goto('/settings/region');
  await page.getByLabel('Region', { exact: true }).selectOption({ label: region });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
}

const item = (page: Page, label: string) => page.getByRole('checkbox', { name: new RegExp(`^${label}\\b`) });

test.use({ viewport: { width: 390, height: 844 } });

test('a US member’s shopping list reads in pounds, ounces and US spoons, rounded to what a shop sells', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const member = await actAsMember(page);
  await chooseRegion(page, 'United States');
  await plan(page, member, [
    { recipeId: LAMB_TRAY_BAKE, activityId: 'mon-dinner', servings: 6 },
    { recipeId: CHICKEN_TRAY_BAKE, activityId: 'tue-dinner', servings: 2 },
    { recipeId: CHERRY_OATS, activityId: 'wed-breakfast', servings: 1 },
  ]);
  await page.goto('/shopping-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();

  // 787.5 g of lamb is bought as 1¾ lb; 3 tsp of lemon zest is a US tablespoon; 300 g of chicken 11 oz.
  await expect(item(page, '1¾ lb lean lamb leg steaks')).toBeVisible();
  await expect(item(page, '1 tbsp finely grated lemon zest')).toBeVisible();
  await expect(item(page, '11 oz boneless skinless chicken thighs')).toBeVisible();
  await expect(item(page, '2 tbsp Greek yogurt')).toBeVisible();
  // 3 capsicums for the lamb at 6 serves and 1 for the chicken at 2: the line says so.
  await expect(item(page, '4 red bell peppers')).toHaveAccessibleName(
    /For Lamb, Bell Pepper & Broccoli Sheet-Pan Dinner, Chicken, Bell Pepper & Asparagus Sheet-Pan Dinner 3 at 6 serves · 1 at 2 serves$/,
  );
  await expect(page.getByText('Your recipes are planned for 1 to 6 serves, each as it is planned.')).toBeVisible();
  const items = page.getByRole('region', { name: /items/ });
  await expect(items).not.toContainText(/\d+g |\d+mL|capsicum|yoghurt|pepita/);

  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('us-shopping-list-390.png'), fullPage: true });

  // The same list in Australia: metric, rounded up to what a shop sells, and her 4-teaspoon tablespoon.
  await chooseRegion(page, 'Australia');
  await page.goto('/shopping-list');
  await expect(item(page, '800g lean lamb leg steaks')).toBeVisible();
  await expect(item(page, '3 tsp finely grated lemon zest')).toBeVisible();
  await expect(item(page, '4 red capsicums')).toBeVisible();
});
