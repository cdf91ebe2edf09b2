import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { e2eToday } from '../../support/clock.ts';
import { plannerWeekOf } from '../../support/planner-week.ts';
import { actAsMember } from '../../support/session.ts';

// Her phone; the browser and the API both read "today" in UTC, so a page and its plan agree.
test.use({ timezoneId: 'UTC', viewport: { width: 390, height: 844 } });

/** What has focus, as a screen reader would name it: "<body>" when focus was lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    return `${element.tagName.toLowerCase()}: ${element.getAttribute('aria-label') ?? element.textContent?.trim()}`;
  });

test('a swap chosen with the keyboard leaves focus on the swapped meal’s swap button (WCAG 2.4.3)', async ({ page }) => {
  const member = await actAsMember(page);
  // Today, whatever day it is: every day of her plan has its meals.
  const today = (await plannerWeekOf(page.request, member)).courseDays.find((day) => day.date === e2eToday())!;
  const lunch = today.sections.find((section) => section.sectionType === 'RECIPE')!.data.find((item) => item.mealType === 'Lunch')!;
  expect(lunch, `a lunch is planned on ${today.date}`).toBeDefined();
  await page.goto(`/planner/0/${today.dayIndex}`);
  await expect(page.getByRole('article', { name: lunch.title })).toBeVisible();

  const swapLunch = page.getByRole('button', { name: 'Swap lunch' });
  await swapLunch.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Another meal' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Meal swapped. Good choice.', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: lunch.title })).toHaveCount(0);
  await expect(swapLunch).toBeEnabled();
  await expect.poll(() => focused(page)).toBe('button: Swap lunch');

  // Down to "Going out" and Enter: the card now reads Going out, and focus is still on its swap button.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Going out' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: 'Going out' })).toBeVisible();
  await expect(swapLunch).toBeEnabled();
  await expect.poll(() => focused(page)).toBe('button: Swap lunch');
  await page.screenshot({ path: test.info().outputPath('keyboard-swap-390.png'), fullPage: false });

  // A snack has no leftovers or going out: only another snack. Escape gives focus back.
  const swapSnack = page.getByRole('button', { name: 'Swap snack' });
  await swapSnack.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: 'Swap snack' }).getByRole('menuitem')).toHaveText(['Another meal']);
  await page.keyboard.press('Escape');
  await expect(swapSnack).toBeFocused();
});
