import { useId, useState } from 'react';
import { readThemeChoice, saveThemeChoice, THEME_CHOICES, type ThemeChoice } from '@app/shared/session/theme';
import { Card } from '@app/shared/ui/card';
import './appearance-section.css';

const CHOICE_LABELS: Record<ThemeChoice, { label: string; detail: string }> = {
  system: { label: 'System', detail: 'Follows this device’s light or dark setting' },
  light: { label: 'Light', detail: 'Always light' },
  dark: { label: 'Dark', detail: 'Always dark' },
};

/**
 * Settings' Appearance section (issue 43): light, dark, or as the device says. The choice is this
 * device's (localStorage, kept across log-outs) and applies at once; the shell's inline script
 * applies it before the first paint of every later page.
 */
export function AppearanceSection() {
  const headingId = useId();
  const name = useId();
  const [choice, setChoice] = useState<ThemeChoice>(() => readThemeChoice());

  function pick(next: ThemeChoice) {
    setChoice(next);
    saveThemeChoice(next);
  }

  return (
    <Card className="appearance" aria-labelledby={headingId}>
      <h2 id={headingId} className="appearance__heading">
        Appearance
      </h2>
      <fieldset className="appearance__choices">
        <legend className="appearance__legend">Colour scheme on this device</legend>
        {THEME_CHOICES.map((value) => (
          <label key={value} className="appearance__choice">
            <input type="radio" name={name} value={value} checked={choice === value} onChange={() => pick(value)} />
            <span>
              <span className="appearance__label">{CHOICE_LABELS[value].label}</span>
              <span className="appearance__detail">{CHOICE_LABELS[value].detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Card>
  );
}
