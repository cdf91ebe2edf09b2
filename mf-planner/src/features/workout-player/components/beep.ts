/** A short oscillator beep for the 3-2-1 cues (Web Audio: no sound files to load). */
type AudioContextConstructor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
}

/** Browsers start audio only from a user gesture: call this from the click that turns sound on. */
export function unlockAudio(): void {
  const AudioContextClass = audioContextClass();
  if (!AudioContextClass) return;
  context ??= new AudioContextClass();
  if (context.state === 'suspended') void context.resume();
}

export function beep(frequency = 880, durationSeconds = 0.15): void {
  if (!context) unlockAudio();
  if (!context) return;
  const start = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.25, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + durationSeconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + durationSeconds);
}
