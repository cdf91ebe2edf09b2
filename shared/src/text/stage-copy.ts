/**
 * What she reads about her pregnancy stage and her plan (issue 42): the API's refusals and the
 * pages' notices say it in the same words. Every fact in them (which moves, which program, which
 * week) is the screening's, passed in.
 */
import type { Trimester } from '../api-contract/application-search.ts';

const STAGE_NAMES: Record<Trimester, string> = {
  trimester1: 'first trimester',
  trimester2: 'second trimester',
  trimester3: 'third trimester',
  postpartum: 'postpartum recovery',
};

/** "third trimester", "postpartum recovery". */
export function stageName(stage: Trimester): string {
  return STAGE_NAMES[stage];
}

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "Step-Back Burpee", "Step-Back Burpee and Happy Baby", "A, B, C and 4 more": the first `shown` by name. */
export function shortList(names: readonly string[], shown = 3): string {
  if (names.length <= shown) return listed(names);
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
}

/** What the screening found of a program that does not suit her stage. */
export interface UnsuitedProgram {
  stage: Trimester;
  unsafeMoves: readonly string[];
  writtenForPregnancy: boolean;
}

/** "Step-Back Burpee and Happy Baby are not advised", or null without moves. */
function movesClause(moves: readonly string[]): string | null {
  return moves.length === 0 ? null : `${shortList(moves)} ${moves.length === 1 ? 'is' : 'are'} not advised`;
}

/**
 * Why it does not suit her: "Step-Back Burpee and Happy Baby are not advised in your third
 * trimester"; "its sessions are written for pregnancy, and you are in your postpartum recovery".
 */
export function unsuitedReason({ stage, unsafeMoves, writtenForPregnancy }: UnsuitedProgram): string {
  const name = stageName(stage);
  const moves = movesClause(unsafeMoves);
  const inStage = moves ? `${moves} in your ${name}` : `it is not advised in your ${name}`;
  if (!writtenForPregnancy) return inStage;
  const pregnancy = `its sessions are written for pregnancy, and you are in your ${name}`;
  return moves ? `${pregnancy}; ${inStage}` : pregnancy;
}

/** "HIIT Burn is paused: Step-Back Burpee and Happy Baby are not advised in your third trimester." */
export function pausedLine(title: string, program: UnsuitedProgram): string {
  return `${title} is paused: ${unsuitedReason(program)}.`;
}

/** "You chose to keep HIIT Burn in your third trimester, knowing Step-Back Burpee is not advised in it." */
export function keptLine(title: string, { stage, unsafeMoves, writtenForPregnancy }: UnsuitedProgram): string {
  const moves = movesClause(unsafeMoves);
  const knowing = [writtenForPregnancy ? 'its sessions are written for pregnancy' : null, moves ? `${moves} in it` : null]
    .filter((part) => part !== null)
    .join(' and ');
  return `You chose to keep ${title} in your ${stageName(stage)}${knowing ? `, knowing ${knowing}` : ''}.`;
}

/** The program written for her stage, and where she would start it: "Bump to Birth, from week 24, is written for your third trimester." */
export function stageProgramLine(title: string, startWeek: number, stage: Trimester): string {
  return `${title}${startWeek > 1 ? `, from week ${startWeek},` : ''} is written for your ${stageName(stage)}.`;
}

/** The refusal of a start that needs her choice first (the API's 409). */
export function startNeedsChoice(title: string, program: UnsuitedProgram, stageProgramTitle: string | null): string {
  const choice = stageProgramTitle ? `Switch to ${stageProgramTitle}, or keep ${title} knowingly.` : `Keep ${title} knowingly to start it.`;
  return `${title} is not for your ${stageName(program.stage)}: ${unsuitedReason(program)}. ${choice}`;
}

/** The heading of the notice of a change of stage: "Your plan now follows your third trimester". */
export function stageNoticeHeading(toStage: Trimester | null): string {
  return toStage ? `Your plan now follows your ${stageName(toStage)}` : 'Your plan no longer follows a pregnancy stage';
}

/**
 * "Replaced with sessions for your third trimester: Bodyweight HIIT Express Basics on Saturday 12 Dec.";
 * past two, short: "…: 6 planned workouts from Friday 4 Dec to Saturday 12 Dec (A, B and C)". In date order.
 */
export function replacedLine(replaced: readonly { title: string; day: string }[], toStage: Trimester): string {
  const lead = `Replaced with sessions for your ${stageName(toStage)}:`;
  if (replaced.length <= 2) return `${lead} ${listed(replaced.map(({ title, day }) => `${title} on ${day}`))}.`;
  const titles = [...new Set(replaced.map((workout) => workout.title))];
  return `${lead} ${replaced.length} planned workouts from ${replaced[0]!.day} to ${replaced[replaced.length - 1]!.day} (${shortList(titles)}).`;
}

/** "HIIT Burn is back in your plan, from the week it was paused at." */
export function resumedLine(titles: readonly string[]): string {
  const one = titles.length === 1;
  return `${listed(titles)} ${one ? 'is' : 'are'} back in your plan, from the week ${one ? 'it was' : 'each was'} paused at.`;
}
