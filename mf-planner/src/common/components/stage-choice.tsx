import { useState } from 'react';
import type { ProgramStanding } from '@app/shared/api-contract/progress-service';
import { apiErrorMessage } from '@app/shared/api';
import { stageName, stageProgramLine, unsuitedReason, type UnsuitedProgram } from '@app/shared/text/stage-copy';
import { showToast } from '@app/shared/ui';
import { useChooseForStageMutation } from '../api/stage-plan-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import './stage-choice.css';

/** What the screening found of a program that does not suit her stage, as the copy reads it; null when it suits her. */
export function unsuited(standing: ProgramStanding | undefined): UnsuitedProgram | null {
  if (!standing || standing.fits || standing.stage === null) return null;
  return { stage: standing.stage, unsafeMoves: standing.unsafeMoves, writtenForPregnancy: standing.writtenForPregnancy };
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

interface StageChoiceProps {
  standing: ProgramStanding;
  program: UnsuitedProgram;
  /** The keep button's label: "Keep HIIT Burn" for one she follows, "Start anyway" for one she has not started. */
  keepLabel: string;
  /** After her choice is saved (the buttons go): the caller moves her focus to what now stands, or to her stage's program. */
  onChosen?: (choice: 'switch' | 'keep') => void;
}

/**
 * Her choice for a program that does not suit her stage (the member home and the program page):
 * why, the program written for her stage, and two buttons: switch to it, or keep this one, which
 * asks first, since she keeps it knowing why it is not advised.
 */
export function StageChoice({ standing, program, keepLabel, onChosen }: StageChoiceProps) {
  const [choose, { isLoading }] = useChooseForStageMutation();
  const [confirmingKeep, setConfirmingKeep] = useState(false);
  const offer = standing.stageProgram;
  const stage = stageName(program.stage);

  const run = async (choice: 'switch' | 'keep') => {
    const result = await choose({ programId: standing.programId, choice });
    setConfirmingKeep(false);
    if ('error' in result) {
      showToast({ kind: 'error', message: apiErrorMessage(result.error), onRetry: () => void run(choice) });
      return;
    }
    showToast({
      kind: 'success',
      message:
        choice === 'switch' && offer
          ? `${offer.title} started${offer.startWeek > 1 ? ` at week ${offer.startWeek}` : ''}. Your planner follows it from today.`
          : `${standing.title} is in your plan again. You will not be asked again in your ${stage}.`,
    });
    onChosen?.(choice);
  };

  const switchLabel = offer
    ? offer.programId === standing.programId
      ? `Go to week ${offer.startWeek}`
      : `Switch to ${offer.title}`
    : null;
  return (
    <div className="stage-choice">
      <p className="stage-choice__reason">{sentence(unsuitedReason(program))}</p>
      {offer ? <p className="stage-choice__offer">{stageProgramLine(offer.title, offer.startWeek, program.stage)}</p> : null}
      <div className="stage-choice__actions">
        {switchLabel ? (
          <button type="button" className="button button--primary" disabled={isLoading} onClick={() => void run('switch')}>
            {switchLabel}
          </button>
        ) : null}
        <button type="button" className="button button--ghost" disabled={isLoading} onClick={() => setConfirmingKeep(true)}>
          {keepLabel}
        </button>
      </div>
      <ConfirmDialog
        open={confirmingKeep}
        title={`Keep ${standing.title} in your ${stage}?`}
        confirmLabel={keepLabel}
        cancelLabel="Not now"
        busy={isLoading}
        onConfirm={() => void run('keep')}
        onCancel={() => setConfirmingKeep(false)}
      >
        <p>{sentence(unsuitedReason(program))}</p>
        <p>Your planner follows it again from today, and you will not be asked again until your stage changes.</p>
      </ConfirmDialog>
    </div>
  );
}
