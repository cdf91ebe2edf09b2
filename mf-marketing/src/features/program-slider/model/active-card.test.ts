import { describe, expect, it } from 'vitest';
import type { ProgramCard } from '@app/shared/api-contract/home-screen';
import { activeCardId } from './active-card.ts';

const card = (id: number) => ({ id }) as ProgramCard;

describe('activeCardId', () => {
  it.each([
    ['the first card before any click', [card(4), card(7)], null, 4],
    ['the clicked card', [card(4), card(7)], 7, 7],
    ['a clicked card that is gone falls back to the first', [card(4), card(7)], 9, 4],
    ['no cards, no active card', [], null, null],
  ])('%s', (_name, cards, chosen, expected) => {
    expect(activeCardId(cards, chosen)).toBe(expected);
  });
});
