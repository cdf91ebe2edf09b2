import { expect, type Locator, type Page } from '@playwright/test';
import { PROGRESS_SERVICE_PATHS, type HistoryEntry } from '@app/shared/api-contract/progress-service';
import { FAILURE_SCREEN } from '@app/shared/messages';
import type { Member } from './session.ts';

/**
 * How long a member's page may take from its load event to its heading. Opening one is a chain in
 * which each step waits for the one before: the shell starts, checks her subscription, draws the
 * frame, loads the remote's page, and the page asks for its content and draws it. Profiled on this
 * 2-core machine (the workout overview), the main thread is busy for 97 % or more of the time from
 * the subscription's answer to the content request, with no timer, retry or lock between: at a
 * load average of about 9 the heading came 2.9 to 4.1 s after the navigation began; at 15 to 18
 * the content was asked for at 3.4 to 8.4 s and the heading came at 6.0 to 10.7 s, past the 7 s an
 * expectation waits. Only the page's load waits this long; everything after it keeps 7 s.
 */
const MEMBER_PAGE_LOAD_MS = 20_000;

/**
 * Waits for a member's page, just navigated to, to show its heading. The failure screen has a
 * heading too: it ends the wait at once and fails here, so the longer wait never hides a page that
 * did not load.
 */
async function waitForMemberPage(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: MEMBER_PAGE_LOAD_MS });
  await expect(heading, `${page.url()} showed the failure screen`).not.toHaveText(FAILURE_SCREEN.title);
}

async function openMemberPage(page: Page, path: string) {
  await page.goto(path);
  await waitForMemberPage(page);
}

/** A program's page, as a member reads it: what it says, and its weeks one by one. */
export class ProgramDetailPage {
  constructor(readonly page: Page) {}

  async open(programId: number) {
    await openMemberPage(this.page, `/programs/${programId}`);
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
    await openMemberPage(this.page, path);
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
    await openMemberPage(this.page, path);
  }

  /** Loads the player again, as a refresh does, and waits for it. */
  async reload() {
    await this.page.reload();
    await waitForMemberPage(this.page);
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
