import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { e2eNow } from '../../support/clock.ts';
import { contentPath, type ArticleContent } from '@app/shared/api-contract/application-search';
import { successPath } from '@app/shared/routes';

/** 4-7-8 breathing for sleep: its opening, then four breaths in for four, hold for seven, out for eight. */
const FOUR_SEVEN_EIGHT = 4002;

interface GuidanceSpy {
  spoken: string[];
  cancels: number;
  contexts: number;
  oscillators: number;
}

/**
 * Spies on the page's voice and sound before any script runs: speechSynthesis records what it is
 * asked to say (and says nothing), and every AudioContext is counted, with its gain nodes and
 * oscillators, so the test reads what the player did.
 */
async function spyOnGuidance(page: Page) {
  await page.addInitScript(() => {
    const spy = { spoken: [] as string[], cancels: 0, contexts: [] as AudioContext[], gains: [] as GainNode[], oscillators: 0 };
    Object.assign(window, { guidanceSpy: spy });
    if (!('speechSynthesis' in window)) {
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: { speak() {}, cancel() {} } });
      Object.assign(window, {
        SpeechSynthesisUtterance: class {
          constructor(readonly text: string) {}
        },
      });
    }
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => void spy.spoken.push(utterance.text);
    window.speechSynthesis.cancel = () => void (spy.cancels += 1);
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        spy.contexts.push(this);
      }
      override createGain() {
        const gain = super.createGain();
        spy.gains.push(gain);
        return gain;
      }
      override createOscillator() {
        spy.oscillators += 1;
        return super.createOscillator();
      }
    };
  });
}

const readSpy = (page: Page) =>
  page.evaluate(() => {
    const spy = (window as unknown as { guidanceSpy: { spoken: string[]; cancels: number; contexts: AudioContext[]; oscillators: number } })
      .guidanceSpy;
    return {
      spoken: [...spy.spoken],
      cancels: spy.cancels,
      contexts: spy.contexts.length,
      oscillators: spy.oscillators,
    } satisfies GuidanceSpy;
  });

/** The level every sound goes through: the first gain node the player made (its master). */
const masterLevel = (page: Page) =>
  page.evaluate(() => (window as unknown as { guidanceSpy: { gains: GainNode[] } }).guidanceSpy.gains[0]?.gain.value ?? null);
const audioState = (page: Page) =>
  page.evaluate(() => (window as unknown as { guidanceSpy: { contexts: AudioContext[] } }).guidanceSpy.contexts[0]?.state ?? null);

test.describe('a meditation she can hear', () => {
  test('play speaks the first cue and runs the pacer with the bells and tones; mute silences it; pause keeps the clock', async ({
    page,
  }) => {
    const response = await page.request.get(contentPath(FOUR_SEVEN_EIGHT));
    const meditation = ((await response.json()) as { data: ArticleContent }).data;
    const script = meditation.script!;
    const firstBreath = script.find((cue) => cue.pace)!;

    await spyOnGuidance(page);
    await page.clock.install({ time: e2eNow() });
    await page.goto(successPath('meditation', meditation.contentId, meditation.title, meditation.urlPartial));
    await expect(page.getByRole('heading', { level: 1, name: meditation.title })).toBeVisible();
    const cue = page.getByTestId('meditation-cue');
    const pacer = page.getByRole('group', { name: 'Breathing pacer' });
    const start = page.getByRole('button', { name: 'Start meditation' });
    await expect(start).toBeEnabled();
    // The opening is the session's own: what it is, not the body scan's posture.
    expect(script[0]!.text).toMatch(
      /^Welcome\. For the next \w+ minutes we will breathe in for four, hold for seven and breathe out for eight/,
    );

    await start.click();
    await expect(cue).toHaveText(script[0]!.text);
    await expect.poll(async () => (await readSpy(page)).spoken).toEqual([script[0]!.text]);
    const sound = await readSpy(page);
    expect(sound.contexts).toBe(1);
    expect(sound.oscillators).toBeGreaterThan(20); // the bells and every in- and out-breath tone, scheduled ahead
    await expect.poll(() => audioState(page)).toBe('running');
    expect(await masterLevel(page)).toBeCloseTo(0.8);
    await expect(pacer).toHaveText('Breathe naturally');

    // The paced breaths: in for four, hold for seven, out for eight.
    await page.clock.fastForward((firstBreath.atSecond - 1) * 1000);
    await expect(cue).toHaveText(firstBreath.text);
    await expect(pacer).toHaveAttribute('data-part', 'in');
    await expect(pacer).toContainText('Breathe in');
    await expect.poll(async () => (await readSpy(page)).spoken.at(-1)).toBe(firstBreath.text);
    await page.clock.fastForward(4000);
    await expect(pacer).toHaveAttribute('data-part', 'hold');
    await expect(pacer).toContainText('Hold');
    await page.clock.fastForward(7000);
    await expect(pacer).toHaveAttribute('data-part', 'out');
    await expect(pacer).toContainText('Breathe out');

    // Mute: the voice stops at once, the sounds go silent, and no cue after it is said.
    const beforeMute = await readSpy(page);
    const mute = page.getByRole('button', { name: 'Mute guidance' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect((await readSpy(page)).cancels).toBeGreaterThan(beforeMute.cancels);
    expect(await masterLevel(page)).toBe(0);
    await page.clock.fastForward(20_000);
    await expect(cue).not.toHaveText(firstBreath.text);
    expect((await readSpy(page)).spoken).toEqual(beforeMute.spoken);
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    expect(await masterLevel(page)).toBeCloseTo(0.8);
    await expect.poll(async () => (await readSpy(page)).spoken.length).toBe(beforeMute.spoken.length + 1);

    // Pause: the clock stops and the sound is suspended; the member resumes where she was.
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(page.getByText('Paused')).toBeVisible();
    await expect.poll(() => audioState(page)).toBe('suspended');
    const timer = page.getByRole('timer');
    const paused = await timer.textContent();
    await page.clock.fastForward(10_000);
    await expect(timer).toHaveText(paused!);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => audioState(page)).toBe('running');
  });
});
