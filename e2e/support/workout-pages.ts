import { expect, type Locator, type Page } from '@playwright/test';
import { PROGRESS_SERVICE_PATHS, type HistoryEntry } from '@app/shared/api-contract/progress-service';
import type { Member } from './session.ts';

/** A program's page, as a member reads it: what it says, and its weeks one by one. */
export class ProgramDetailPage {
  constructor(readonly page: Page) {}

  async open(programId: number) {
    await this.page.goto(`/programs/${programId}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** What the page says, found by its words. */
  says(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }

  /** One week of "Week by week", opened. */
  async week(number: number): Promise<Locator> {
    const week = this.page.getByRole('group').filter({ has: this.page.getByText(`Week ${number}`, { exact: true }) });
    if ((await week.getAttribute('open')) === null) await week.getByText(`Week ${number}`, { exact: true }).click();
    return week;
  }

  /** The minutes of each session of a week, in order ("26 MIN" reads 26). */
  async sessionMinutes(number: number): Promise<number[]> {
    const week = await this.week(number);
    const times = await week
      .getByRole('listitem')
      .getByText(/^\d+ MIN$/)
      .allTextContents();
    return times.map((text) => Number.parseInt(text, 10));
  }
}

/** A workout's overview: its save control, Start Workout and the logbook. */
export class WorkoutOverviewPage {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  saveButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /favourites$/ });
  }

  async openLogbook(): Promise<LogbookPanel> {
    await this.page.getByRole('button', { name: 'LOGBOOK' }).click();
    await expect(this.page.getByRole('heading', { level: 2, name: 'Logbook' })).toBeVisible();
    return new LogbookPanel(this.page);
  }
}

/** The logbook of one exercise of a workout. */
export class LogbookPanel {
  constructor(readonly page: Page) {}

  exercise(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  async addLog(exercise: string, weightKg: string) {
    const panel = this.exercise(exercise);
    await panel.getByRole('button', { name: 'Add log' }).click();
    await panel.getByLabel('Weight (kg)').fill(weightKg);
    await panel.getByRole('button', { name: 'Save log' }).click();
  }

  log(exercise: string, text: string): Locator {
    return this.exercise(exercise).getByRole('listitem').filter({ hasText: text });
  }

  deleteDialog(exercise: string): Locator {
    return this.page.getByRole('dialog', { name: `Delete this ${exercise} log?` });
  }
}

/** The workout player: what is coming, the current step and its controls, the questions it asks. */
export class WorkoutPlayerPage {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path);
  }

  whatIsComing(): Locator {
    return this.page.getByRole('region', { name: 'What’s coming' });
  }

  async start() {
    await this.page.getByRole('button', { name: 'Start Workout' }).click();
  }

  step(): Locator {
    return this.page.getByRole('heading', { level: 2 });
  }

  controls(): Locator {
    return this.page.getByRole('group', { name: 'Workout controls' });
  }

  async skip(times = 1) {
    for (let step = 0; step < times; step += 1) await this.controls().getByRole('button', { name: 'Skip', exact: true }).click();
  }

  async completeWorkout() {
    await this.controls().getByRole('button', { name: 'Complete Workout' }).click();
  }

  endEarlyDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Record this workout as complete?' });
  }

  completionStatus(): Locator {
    return this.page.getByRole('status').filter({ hasText: /marked complete|offline|Recording/ });
  }
}

/** What the member did on a day, as the history API tells it. */
export async function historyOf(page: Page, member: Member, date: string): Promise<HistoryEntry[]> {
  const response = await page.request.get(`${PROGRESS_SERVICE_PATHS.history}?userId=${member.id}&date=${date}`, {
    headers: { Authorization: `Bearer ${member.token}`, Timezone: 'UTC' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: HistoryEntry[] }).data;
}
