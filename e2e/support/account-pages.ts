import { expect, type Locator, type Page } from '@playwright/test';
import { addDays, dayIndexOf, daysBetween, weekStartOf, type CalendarDate } from '@app/shared/planner/calendar';

/** Page objects of a member's account: the menu, Settings, her preferences, her subscription, her history, the help centre. */

/** The drawer a member opens from the top bar's menu icon. */
export class AppMenu {
  constructor(readonly page: Page) {}

  /** Opens the menu and follows one of its links, as she taps them. */
  async go(link: string) {
    await this.page.getByRole('button', { name: 'Open menu' }).click();
    await this.page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: link, exact: true }).click();
  }
}

/** /settings: the list of her settings. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  heading(name = 'Settings'): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** A row of the list: its title, then what it holds ("Subscription Your plan, billing and renewal"). */
  row(title: string): Locator {
    return this.page.getByRole('region', { name: 'Your settings' }).getByRole('link', { name: new RegExp(`^${title}`) });
  }

  async open(title: string) {
    await expect(this.heading()).toBeVisible();
    await this.row(title).click();
  }
}

/** Settings, Preferences: the onboarding choices again, and how many she cooks for. */
export class PreferencesPage {
  constructor(readonly page: Page) {}

  goal(name: string): Locator {
    return this.page.getByRole('group', { name: 'Fitness goal' }).getByLabel(name, { exact: true });
  }

  async choose({ goal, meals, cooksFor }: { goal: string; meals: string; cooksFor: string }) {
    await this.goal(goal).check();
    await this.page.getByRole('group', { name: 'Meal preference' }).getByLabel(meals, { exact: true }).check();
    await this.page.getByLabel('How many do you cook for?').selectOption({ label: cooksFor });
  }

  async save() {
    await this.page.getByRole('button', { name: 'Save' }).click();
    await expect(this.page.getByText('Saved!', { exact: true })).toBeVisible();
  }
}

/** /subscription for a member with a subscription. */
export class SubscriptionPage {
  constructor(readonly page: Page) {}

  card(): Locator {
    return this.page.getByRole('region', { name: /plan/ });
  }

  async cancel() {
    await this.card().getByRole('button', { name: 'Cancel subscription' }).click();
    await this.page.getByRole('group', { name: 'Cancel your subscription?' }).getByRole('button', { name: 'Yes, cancel' }).click();
  }

  /** The page a member without a subscription meets on a paid page (the plan picker). */
  planChoice(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Choose your plan' });
  }
}

/** /history: her completed workouts and her logbook. */
export class WorkoutHistoryPage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Workout history' });
  }

  completed(): Locator {
    return this.page.getByRole('list', { name: 'Completed workouts' }).getByRole('listitem');
  }

  logbook(): Locator {
    return this.page.getByRole('region', { name: 'Logbook' });
  }
}

/** The planner, one day at a time. */
export class PlannerDay {
  constructor(
    readonly page: Page,
    readonly today: CalendarDate,
  ) {}

  /** Opens a day of the planner (her week strip's link to it, for a day of another week its address). */
  async open(date: CalendarDate) {
    const weeks = daysBetween(weekStartOf(this.today), weekStartOf(date)) / 7;
    await this.page.goto(`/planner/${weeks}/${dayIndexOf(date)}`);
    await expect(this.move().getByRole('heading', { level: 4 })).toBeVisible();
  }

  move(): Locator {
    return this.page.getByRole('region', { name: 'Move' });
  }

  /** The day's workout title, or "Rest day". */
  async workout(): Promise<string> {
    return (await this.move().getByRole('heading', { level: 4 }).textContent())!.trim();
  }

  /** The first day from today on that has a workout in the default week (rest on Wednesday and Sunday). */
  static nextTrainingDay(today: CalendarDate): CalendarDate {
    let day = today;
    while ([0, 3].includes(dayIndexOf(day))) day = addDays(day, 1);
    return day;
  }
}

/** /help: search, then an article. */
export class HelpCentre {
  constructor(readonly page: Page) {}

  async openArticle(search: string, title: string): Promise<Locator> {
    await this.page.getByRole('searchbox', { name: 'Search the help centre' }).fill(search);
    await this.page.getByRole('button', { name: 'Search' }).click();
    await this.page.getByRole('link', { name: title }).click();
    const article = this.page.getByRole('article', { name: title });
    await expect(article).toBeVisible();
    return article;
  }

  /** The article's steps: the items of its first list outside the breadcrumb. */
  async steps(article: Locator): Promise<string[]> {
    for (const list of await article.getByRole('list').all()) {
      if (await list.evaluate((element) => element.closest('nav') === null))
        return (await list.getByRole('listitem').allTextContents()).map((text) => text.trim());
    }
    return [];
  }
}
