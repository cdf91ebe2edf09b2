// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeditationCue } from '@app/shared/api-contract/application-search';
import { MeditationPlayer } from './meditation-player.tsx';

/** The browser's voice, as a spy: what it was asked to say, and how often it was silenced. */
class FakeUtterance {
  rate = 1;
  volume = 1;
  constructor(readonly text: string) {}
}
let said: FakeUtterance[] = [];
let silenced = 0;

beforeEach(() => {
  said = [];
  silenced = 0;
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: { speak: (utterance: FakeUtterance) => said.push(utterance), cancel: () => (silenced += 1) },
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'speechSynthesis');
});

const SCRIPT: MeditationCue[] = [
  { atSecond: 0, text: 'Welcome. For the next minute we will breathe in a square.', phase: 'arrive' },
  {
    atSecond: 4,
    text: 'Breathe in through your nose, two, three, four.',
    phase: 'box',
    pace: { inhale: 4, hold: 4, exhale: 4, holdEmpty: 4, breaths: 2 },
  },
  { atSecond: 12, text: 'Breathe out slowly, two, three, four.' },
  { atSecond: 36, text: 'Let go of any technique now.', phase: 'close' },
];

const seconds = async (count: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(count * 1000);
  });
};
const pacer = () => screen.getByRole('group', { name: 'Breathing pacer' });

describe('the meditation player', () => {
  it('speaks each cue as it starts, by default, and paces the breath beside it', async () => {
    render(<MeditationPlayer cues={SCRIPT} durationSeconds={60} title="Box breathing" />);
    expect(pacer().textContent).toBe('Ready');
    fireEvent.click(screen.getByRole('button', { name: 'Start meditation' }));
    await seconds(0.3);
    expect(said.map((utterance) => utterance.text)).toEqual([SCRIPT[0]!.text]);
    expect(said[0]!.volume).toBe(0.8);
    expect(pacer().textContent).toBe('Breathe naturally');
    await seconds(4);
    expect(screen.getByTestId('meditation-cue').textContent).toBe(SCRIPT[1]!.text);
    expect(said.map((utterance) => utterance.text)).toEqual([SCRIPT[0]!.text, SCRIPT[1]!.text]);
    expect(pacer().getAttribute('data-part')).toBe('in');
    expect(pacer().textContent).toMatch(/^Breathe in \d$/);
    await seconds(4);
    expect(pacer().getAttribute('data-part')).toBe('hold');
    expect(pacer().textContent).toMatch(/^Hold \d$/);
  });

  it('mute silences the voice at once and says nothing more until unmuted; the volume sets the voice’s', async () => {
    render(<MeditationPlayer cues={SCRIPT} durationSeconds={60} title="Box breathing" />);
    fireEvent.click(screen.getByRole('button', { name: 'Start meditation' }));
    await seconds(1);
    const mute = screen.getByRole('button', { name: 'Mute guidance' });
    const before = silenced;
    fireEvent.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(silenced).toBeGreaterThan(before);
    await seconds(12);
    expect(screen.getByTestId('meditation-cue').textContent).toBe(SCRIPT[2]!.text);
    expect(said.map((utterance) => utterance.text)).toEqual([SCRIPT[0]!.text]);
    fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '40' } });
    fireEvent.click(mute);
    await seconds(0.3);
    expect(said.map((utterance) => utterance.text)).toEqual([SCRIPT[0]!.text, SCRIPT[2]!.text]);
    expect(said[1]!.volume).toBe(0.4);
  });

  it('a pause silences the voice and stops the clock; resuming says the cue again', async () => {
    render(<MeditationPlayer cues={SCRIPT} durationSeconds={60} title="Box breathing" />);
    fireEvent.click(screen.getByRole('button', { name: 'Start meditation' }));
    await seconds(5);
    const before = silenced;
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(silenced).toBeGreaterThan(before);
    expect(pacer().textContent).toBe('Ready');
    const timer = screen.getByRole('timer').textContent;
    await seconds(5);
    expect(screen.getByRole('timer').textContent).toBe(timer);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await seconds(0.3);
    expect(said.at(-1)!.text).toBe(SCRIPT[1]!.text);
  });
});
