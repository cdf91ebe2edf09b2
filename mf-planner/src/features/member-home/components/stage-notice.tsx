import type { ProgramStanding, StageNotice as Notice } from '@app/shared/api-contract/progress-service';
import { apiErrorMessage } from '@app/shared/api';
import { longDayLabel } from '@app/shared/planner/calendar';
import { regionalText } from '@app/shared/region/regional-text';
import { pausedLine, replacedLine, resumedLine, stageName, stageNoticeHeading } from '@app/shared/text/stage-copy';
import { showToast } from '@app/shared/ui';
import { useDismissStageNoticeMutation } from '../../../common/api/stage-plan-api.ts';
import { unsuited } from '../../../common/components/stage-choice.tsx';

interface StageNoticeProps {
  notice: Notice;
  /** The programs she follows, for why a paused one was paused. */
  programs: readonly ProgramStanding[];
  regionId: number | null | undefined;
  /** Where her focus goes once the notice is gone. */
  onDismissed: () => void;
}

/**
 * What her last change of stage did, on her home page until she dismisses it: the programs it
 * paused (and why) or resumed, and the planned workouts it replaced with sessions for her stage.
 */
export function StageNotice({ notice, programs, regionId, onDismissed }: StageNoticeProps) {
  const [dismiss, { isLoading }] = useDismissStageNoticeMutation();
  const lines = [
    ...notice.paused.map(({ programId, title }) => {
      const standing = programs.find((entry) => entry.programId === programId);
      const program = standing?.status === 'paused' ? unsuited(standing) : null;
      // Once she has chosen (kept it, or switched), the notice says what the change did then.
      if (program) return pausedLine(title, program);
      return notice.toStage ? `${title} was paused for your ${stageName(notice.toStage)}.` : `${title} was paused.`;
    }),
    ...(notice.resumed.length > 0 ? [resumedLine(notice.resumed.map((program) => program.title))] : []),
    ...(notice.replaced.length > 0 && notice.toStage
      ? [
          replacedLine(
            notice.replaced.map((workout) => ({ title: regionalText(workout, 'title', regionId), day: longDayLabel(workout.date) })),
            notice.toStage,
          ),
        ]
      : []),
  ];

  const onDismiss = async () => {
    const result = await dismiss();
    if ('error' in result) showToast({ kind: 'error', message: apiErrorMessage(result.error), onRetry: () => void onDismiss() });
    else onDismissed();
  };

  return (
    <section className="stage-notice" aria-labelledby="stage-notice-title">
      <h2 id="stage-notice-title" className="stage-notice__title">
        {stageNoticeHeading(notice.toStage)}
      </h2>
      <ul className="stage-notice__lines">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <button type="button" className="button button--ghost button--small" disabled={isLoading} onClick={() => void onDismiss()}>
        Dismiss
      </button>
    </section>
  );
}
