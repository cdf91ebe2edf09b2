import type { ProgramCard } from '@app/shared/api-contract/home-screen';

/** SPEC section 4: the clicked program card is the active (wide) one; before any click, the first. */
export function activeCardId(cards: readonly ProgramCard[], chosenId: number | null): number | null {
  if (chosenId !== null && cards.some((card) => card.id === chosenId)) return chosenId;
  return cards[0]?.id ?? null;
}
