import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { programUpdatePath } from '@app/shared/api-contract/progress-service';
import { SHOPPING_LIST_PATHS, type ShoppingListData } from '@app/shared/api-contract/shopping-list';
import { programPath } from '@app/shared/api-contract/user-interaction';
import {
  addDays,
  dayIndexOf,
  daysBetween,
  MONTH_ABBREVIATIONS,
  PLANNER_FUTURE_NOTICE,
  plannerWindow,
  weekStartOf,
} from '@app/shared/planner/calendar';
import { e2eToday } from '../../support/clock.ts';
import { plannerWeekOf } from '../../support/planner-week.ts';
import { actAsMember } from '../../support/session.ts';

// The browser and the API both read "today" in UTC here, so a page and its plan agree.
test.use({ timezoneId: 'UTC' });

const monday = () => weekStartOf(e2eToday());

/** The planner page, as a member uses it. */
class PlannerPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  strip() {
    return this.page.getByRole('navigation', { name: 'Days of the week' }).getByRole('listitem');
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  async swap(card: Locator, menu: string, option: string) {
    await card.getByRole('button', { name: menu }).click();
    await this.page.getByRole('menuitem', { name: option }).click();
  }

  async expectToast(message: string) {
    await expect(this.page.getByText(message, { exact: true })).toBeVisible();
  }
}

/** Sets the browser's clock to 10:00 UTC on the given day of the current week (1 = Monday ... 5 = Friday). */
async function browserDayOfThisWeek(page: Page, mondayOffset: number): Promise<string> {
  const date = addDays(monday(), mondayOffset);
  await page.clock.setFixedTime(new Date(`${date}T10:00:00Z`));
  return date;
}

test.describe('the weekly planner', () => {
  test('the week strip runs Monday to Sunday and the header reads Planner • Today or the month', async ({ page }) => {
    await actAsMember(page);
    const planner = new PlannerPage(page);
    const today = e2eToday();
    await page.goto('/planner');
    await expect(page).toHaveURL(new RegExp(`/planner/0/${dayIndexOf(today)}$`));
    await expect(planner.heading()).toHaveText('Planner • Today');
    await expect(planner.strip()).toHaveCount(7);
    await expect(planner.strip().first()).toContainText('Mon');
    await expect(planner.strip().last()).toContainText('Sun');
    await expect(page.getByRole('link', { name: /, today$/ })).toHaveAttribute('aria-current', 'date');

    const other = today === monday() ? addDays(monday(), 1) : monday();
    await planner
      .strip()
      .nth(other === monday() ? 0 : 1)
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(new RegExp(`/planner/0/${dayIndexOf(other)}$`));
    await expect(planner.heading()).toHaveText(MONTH_ABBREVIATIONS[Number(other.slice(5, 7)) - 1]!);
  });

  test('on a Tuesday: back four weeks at most, and forward asks to wait for Thursday', async ({ page }) => {
    const tuesday = await browserDayOfThisWeek(page, 1);
    await actAsMember(page);
    const planner = new PlannerPage(page);
    await page.goto('/planner');
    await expect(page).toHaveURL(/\/planner\/0\/2$/);
    await expect(planner.heading()).toHaveText('Planner • Today');

    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByRole('status').filter({ hasText: PLANNER_FUTURE_NOTICE })).toBeVisible();
    await expect(page).toHaveURL(/\/planner\/0\/2$/);

    for (let week = 1; week <= 4; week++) {
      await page.getByRole('button', { name: 'Previous week' }).click();
      await expect(page).toHaveURL(new RegExp(`/planner/-${week}/2$`));
    }
    await expect(page.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    await expect(page.getByRole('heading', { level: 2 })).toContainText(String(Number(addDays(tuesday, -28).slice(8))));
    // The oldest week's Monday is the first day she may open.
    await expect(planner.strip().first().getByRole('link')).toBeVisible();
  });

  test('on a Friday: forward past this week, up to about a month ahead', async ({ page }) => {
    const friday = await browserDayOfThisWeek(page, 4);
    await actAsMember(page);
    const planner = new PlannerPage(page);
    await page.goto('/planner');
    await expect(page).toHaveURL(/\/planner\/0\/5$/);

    const { latest } = plannerWindow(friday);
    const lastWeek = daysBetween(monday(), weekStartOf(latest)) / 7;
    for (let week = 1; week <= lastWeek; week++) {
      await page.getByRole('button', { name: 'Next week' }).click();
      await expect(page).toHaveURL(new RegExp(`/planner/${week}/\\d$`));
    }
    await expect(page.getByRole('button', { name: 'Next week' })).toBeDisabled();
    await expect(page.getByText(PLANNER_FUTURE_NOTICE)).toHaveCount(0);
    await expect(planner.heading()).toHaveText(MONTH_ABBREVIATIONS[Number(latest.slice(5, 7)) - 1]!);
    await expect(planner.strip().last()).toContainText(String(Number(addDays(weekStartOf(latest), 6).slice(8))));
  });

  test('a meal swaps to another recipe, to leftovers, to going out and back', async ({ page }) => {
    const member = await actAsMember(page);
    const planner = new PlannerPage(page);
    const week = await plannerWeekOf(page.request, member);
    const lunch = week.courseDays[0]!.sections.find((section) => section.sectionType === 'RECIPE')!.data.find(
      (item) => item.mealType === 'Lunch',
    )!;
    await page.goto('/planner/0/1');
    let card = planner.card(lunch.title);
    await expect(card).toBeVisible();
    await expect(card.getByText('Swapped')).toHaveCount(0);

    await planner.swap(card, 'Swap lunch', 'Another meal');
    await planner.expectToast('Meal swapped. Good choice.');
    await expect(planner.card(lunch.title)).toHaveCount(0);
    card = page.getByRole('article').filter({ has: page.getByText('Lunch', { exact: true }) });
    await expect(card.getByText('Swapped')).toBeVisible();

    await planner.swap(card, 'Swap lunch', 'Leftovers');
    await expect(planner.card('Leftovers')).toContainText(`Instead of ${lunch.title}`);
    await expect(planner.card('Leftovers').getByRole('link', { name: /Open recipe/ })).toHaveCount(0);

    await planner.swap(planner.card('Leftovers'), 'Swap lunch', 'Going out');
    await expect(planner.card('Going out')).toContainText(`Instead of ${lunch.title}`);

    await planner.swap(planner.card('Going out'), 'Swap lunch', 'Revert to original');
    await planner.expectToast('Back to the original meal');
    await expect(planner.card(lunch.title)).toBeVisible();
    await expect(planner.card(lunch.title).getByText('Swapped')).toHaveCount(0);
  });

  test('a planned meal goes on the shopping list, and its share follows a swap to going out and back', async ({ page }) => {
    const member = await actAsMember(page);
    const planner = new PlannerPage(page);
    const week = await plannerWeekOf(page.request, member);
    const dinner = week.courseDays[0]!.sections.find((section) => section.sectionType === 'RECIPE')!.data.find(
      (item) => item.mealType === 'Dinner',
    )!;
    const listed = async () => {
      const response = await page.request.get(SHOPPING_LIST_PATHS.list, { headers: { Authorization: `Bearer ${member.token}` } });
      return ((await response.json()) as { data: ShoppingListData }).data.associatedRecipeList.map((meal) => [
        meal.activityId,
        meal.recipeId,
      ]);
    };
    await page.goto('/planner/0/1');
    const card = planner.card(dinner.title);
    await card.getByRole('button', { name: 'Add to Shopping List' }).click();
    await planner.expectToast('Item added!');
    await expect(card.getByRole('button', { name: 'Added to List' })).toBeVisible();
    expect(await listed()).toEqual([[String(dinner.activityId), dinner.contentId]]);

    await planner.swap(card, 'Swap dinner', 'Going out');
    await expect(planner.card('Going out')).toBeVisible();
    await expect.poll(listed).toEqual([]);

    await planner.swap(planner.card('Going out'), 'Swap dinner', 'Revert to original');
    await expect(planner.card(dinner.title)).toBeVisible();
  });

  test('the week’s planned meals go on the shopping list in one tap, each at its planned servings', async ({ page }) => {
    const member = await actAsMember(page);
    const week = await plannerWeekOf(page.request, member);
    const today = week.courseDays.find((day) => day.date === e2eToday())!;
    const cooked = week.courseDays
      .filter((day) => day.date >= today.date)
      .flatMap((day) => day.recipes)
      .filter((recipe) => recipe.contentId !== null && !recipe.isLeftOver && !recipe.isGoingOut);
    await page.goto(`/planner/0/${today.dayIndex}`);
    await page.getByRole('button', { name: 'Shop for the week' }).click();
    await new PlannerPage(page).expectToast('Shopping list updated');
    const response = await page.request.get(SHOPPING_LIST_PATHS.list, { headers: { Authorization: `Bearer ${member.token}` } });
    const list = ((await response.json()) as { data: ShoppingListData }).data;
    expect(list.associatedRecipeList.map((meal) => [meal.activityId, meal.recipeId]).sort()).toEqual(
      cooked.map((recipe) => [String(recipe.activityId), recipe.contentId]).sort(),
    );

    await page.getByRole('link', { name: 'Open shopping list' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
    await expect(page.getByRole('checkbox').first()).toBeVisible();
  });

  test('a workout switches to its in-gym version, to another of its kind, and back; swaps work from the keyboard', async ({ page }) => {
    const member = await actAsMember(page);
    const planner = new PlannerPage(page);
    const week = await plannerWeekOf(page.request, member);
    const day = week.courseDays.find((entry) =>
      entry.sections.some((section) => section.sectionType === 'ROUTINE' && section.data[0]?.linkedContentId),
    )!;
    const workout = day.sections.find((section) => section.sectionType === 'ROUTINE')!.data[0]!;
    await page.goto(`/planner/0/${day.dayIndex}`);
    const card = page.getByRole('article').filter({ has: page.getByText('Workout', { exact: true }) });
    await expect(card).toContainText(workout.title);
    await expect(card).toContainText('At home');

    await planner.swap(card, 'Swap workout', 'Switch to In Gym');
    await planner.expectToast("Workout swapped. Let's do it.");
    await expect(card).toContainText('In gym');
    await expect(card.getByText('Swapped')).toBeVisible();

    // The keyboard: open the menu, arrow to "Another workout", Enter.
    await card.getByRole('button', { name: 'Swap workout' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Switch to At Home' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Another workout' })).toBeFocused();
    const before = await card.getByRole('heading').textContent();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('heading')).not.toHaveText(before!);
    await expect(card).toContainText('In gym');

    await planner.swap(card, 'Swap workout', 'Revert to original');
    await planner.expectToast('Back to the original workout');
    await expect(card.getByRole('heading')).toHaveText(workout.title);
    await expect(card).toContainText('At home');
    await expect(card.getByText('Swapped')).toHaveCount(0);
  });

  test('completing a meal and a workout marks them complete for that day', async ({ page }) => {
    const member = await actAsMember(page);
    const planner = new PlannerPage(page);
    await page.goto('/planner/0/1');
    const breakfast = page.getByRole('article').filter({ has: page.getByText('Breakfast', { exact: true }) });
    await breakfast.getByRole('button', { name: 'Complete breakfast' }).click();
    await planner.expectToast('Marked as complete!');
    await expect(breakfast.getByText('Completed')).toBeVisible();
    await expect(breakfast.getByRole('button', { name: 'Swap breakfast' })).toBeDisabled();

    const workout = page.getByRole('article').filter({ has: page.getByText('Workout', { exact: true }) });
    await workout.getByRole('button', { name: 'Complete Workout' }).click();
    await expect(workout.getByText('Completed')).toBeVisible();

    await page.reload();
    await expect(breakfast.getByText('Completed')).toBeVisible();
    await expect(workout.getByText('Completed')).toBeVisible();
    const week = await plannerWeekOf(page.request, member);
    const done = week.courseDays[0]!.sections.flatMap((section) => section.data).filter((item) => item.completed);
    expect(done.map((item) => item.mealType ?? item.contentType).sort()).toEqual(['Breakfast', 'routine']);
  });

  test('/home shows today’s plan, this week and the links onward', async ({ page }) => {
    const member = await actAsMember(page);
    const week = await plannerWeekOf(page.request, member);
    const today = week.courseDays.find((day) => day.date === e2eToday())!;
    const breakfast = today.sections
      .find((section) => section.sectionType === 'RECIPE')!
      .data.find((item) => item.mealType === 'Breakfast')!;
    const workout = today.sections.find((section) => section.sectionType === 'ROUTINE')?.data[0];
    await page.goto('/home');
    const plan = page.getByRole('region', { name: 'Today’s plan' });
    await expect(plan).toContainText(breakfast.title);
    await expect(plan).toContainText(workout ? workout.title : 'Rest day');
    await expect(page.getByRole('region', { name: 'This week' })).toContainText('Workouts completed');
    await expect(page.getByRole('region', { name: 'Your program' })).toContainText('Browse programs');
    await plan.getByRole('link', { name: 'Open today in the planner' }).click();
    await expect(page).toHaveURL(new RegExp(`/planner/0/${dayIndexOf(e2eToday())}$`));

    // With a program under way, the home shows it and how far she is.
    const started = await page.request.put(programUpdatePath(1, 'start'), { headers: { Authorization: `Bearer ${member.token}` } });
    expect(started.status()).toBe(200);
    const program = ((await (await page.request.get(programPath(1))).json()) as { data: { title: string } }).data;
    await page.goto('/home');
    const programs = page.getByRole('region', { name: 'Your program' });
    await expect(programs).toContainText(program.title);
    await expect(programs.getByRole('progressbar', { name: `${program.title} progress` })).toHaveAttribute('aria-valuenow', '0');
    await expect(programs.getByRole('link', { name: 'Continue program' })).toBeVisible();
  });

  test('the planner has no serious or critical accessibility violations, with a menu open', async ({ page }) => {
    await actAsMember(page);
    await page.goto('/planner/0/1');
    await expect(page.getByRole('article').first()).toBeVisible();
    const check = async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    };
    expect(await check()).toEqual([]);
    await page.getByRole('button', { name: 'Swap dinner' }).click();
    await expect(page.getByRole('menu', { name: 'Swap dinner' })).toBeVisible();
    expect(await check()).toEqual([]);
  });
});
