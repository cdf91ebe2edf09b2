import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from '@app/shared/router';
import type { CourseProgress, ProgramStanding } from '@app/shared/api-contract/progress-service';
import type { ProgramDetail } from '@app/shared/api-contract/user-interaction';
import { apiErrorMessage } from '@app/shared/api';
import { formatMinutes } from '@app/shared/planner/duration';
import { PATHS, programPath, programWorkoutsPath } from '@app/shared/routes';
import { FailureScreen, PageHeading, Spinner, showToast } from '@app/shared/ui';
import { SmartImage } from '@app/shared/ui/smart-image';
import { keptLine, stageName } from '@app/shared/text/stage-copy';
import { useProgramStandingQuery } from '../../../common/api/stage-plan-api.ts';
import { ConfirmDialog } from '../../../common/components/confirm-dialog.tsx';
import { StageChoice, unsuited } from '../../../common/components/stage-choice.tsx';
import { useProgramCourseProgressQuery, useProgramDetailQuery, useProgramEnrolmentMutation } from '../api/programs-api.ts';
import { dayName, keptWorkoutsLine, nextWorkout, weekSummary } from '../model/program-progress.ts';
import { ProgressBar, equipmentList } from './program-card.tsx';
import './programs.css';

export function useProgramId(): number | null {
  const { id } = useParams();
  return id && /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/**
 * A program that does not suit her pregnancy stage: paused for it (her choice waits), or not
 * advised before she starts it (she switches to her stage's program, or starts it anyway,
 * knowingly). One she chose to keep shows as in progress, saying so.
 */
function StagePanel({ standing, onChosen }: { standing: ProgramStanding; onChosen: (choice: 'switch' | 'keep') => void }) {
  const program = unsuited(standing)!;
  const following = standing.status === 'paused' || standing.status === 'in-progress';
  return (
    <section className="program-panel program-panel--stage" aria-labelledby="program-stage-title">
      <h2 id="program-stage-title" className="program-panel__title">
        {standing.status === 'paused' ? `Paused for your ${stageName(program.stage)}` : `Not advised in your ${stageName(program.stage)}`}
      </h2>
      <StageChoice
        standing={standing}
        program={program}
        keepLabel={following ? `Keep ${standing.title}` : 'Start anyway'}
        onChosen={onChosen}
      />
    </section>
  );
}

function EnrolmentPanel({ program, progress }: { program: ProgramDetail; progress: CourseProgress }) {
  const [update, { isLoading }] = useProgramEnrolmentMutation();
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const standing = useProgramStandingQuery(program.id);
  const panelTitle = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  // After she keeps it, her focus goes to the panel that now stands, once it does.
  const [focusPanel, setFocusPanel] = useState(false);
  useEffect(() => {
    if (focusPanel && panelTitle.current) {
      panelTitle.current.focus();
      setFocusPanel(false);
    }
  });
  const next = nextWorkout(program.schedule, progress);
  const stage = unsuited(standing.data);
  const chosen = (choice: 'switch' | 'keep') => {
    const offer = standing.data?.stageProgram;
    if (choice === 'switch' && offer && offer.programId !== program.id) navigate(programPath(offer.programId));
    else setFocusPanel(true);
  };

  const change = async (action: 'start' | 'leave') => {
    const result = await update({ programId: program.id, action });
    if ('error' in result) showToast({ kind: 'error', message: apiErrorMessage(result.error), onRetry: () => void change(action) });
    else
      showToast({
        kind: 'success',
        message: action === 'start' ? `${program.title} started. Your first workout is ready.` : `You left ${program.title}.`,
      });
    setConfirmingLeave(false);
  };

  const doing = progress.status === 'in-progress';
  if (standing.data && stage && !standing.data.keptKnowingly) {
    return <StagePanel standing={standing.data} onChosen={chosen} />;
  }
  return (
    <section className="program-panel" aria-labelledby="program-panel-title">
      <h2 id="program-panel-title" ref={panelTitle} tabIndex={-1} className="program-panel__title">
        {doing ? 'Your progress' : progress.status === 'left' ? 'You left this program' : 'Ready when you are'}
      </h2>
      {progress.status !== 'not-started' ? <ProgressBar programId={program.id} label={`${program.title} progress`} /> : null}
      {doing && stage ? <p className="program-panel__note">{keptLine(program.title, stage)}</p> : null}
      {doing && next ? (
        <p className="program-panel__next">
          Up next: week {next.week}, {dayName(next.day)}: <strong>{next.workout.title}</strong>
        </p>
      ) : null}
      {progress.status === 'left' && progress.completedWorkouts > 0 ? (
        <p className="program-panel__note">{keptWorkoutsLine(progress.completedWorkouts)}</p>
      ) : null}
      {progress.status === 'not-started' ? (
        <p className="program-panel__note">
          {program.weeks} weeks, {program.workoutsPerWeek ?? 'a few'} workouts a week. Start it and your workouts appear week by week.
        </p>
      ) : null}
      <div className="program-panel__actions">
        {doing ? (
          <>
            <Link className="button button--primary" to={programWorkoutsPath(program.id)}>
              See workouts
            </Link>
            <button type="button" className="button button--ghost" onClick={() => setConfirmingLeave(true)}>
              Leave program
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--primary" onClick={() => void change('start')} disabled={isLoading}>
              {progress.status === 'left' ? 'Start again' : 'Start program'}
            </button>
            <Link className="button button--ghost" to={programWorkoutsPath(program.id)}>
              See workouts
            </Link>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirmingLeave}
        title={`Leave ${program.title}?`}
        confirmLabel="Leave program"
        cancelLabel="Stay"
        busy={isLoading}
        onConfirm={() => void change('leave')}
        onCancel={() => setConfirmingLeave(false)}
      >
        <p>It comes off your programs in progress. The workouts you have completed are kept, so you can start again and carry on.</p>
      </ConfirmDialog>
    </section>
  );
}

function WeekByWeek({ program }: { program: ProgramDetail }) {
  return (
    <section aria-labelledby="program-weeks-title" className="program-weeks">
      <h2 id="program-weeks-title" className="programs-section__title">
        Week by week
      </h2>
      {program.schedule.map((week) => (
        <details key={week.week} className="program-week" open={week.week === 1}>
          <summary className="program-week__summary">
            <span className="program-week__name">Week {week.week}</span>
            <span className="program-week__meta">
              {week.level} · {weekSummary(week)}
            </span>
          </summary>
          <p className="program-week__focus">{week.focus}</p>
          <ol className="program-week__days">
            {week.days.map((day) => (
              <li key={day.day} className={day.workout ? 'program-day' : 'program-day program-day--rest'}>
                <span className="program-day__name">{dayName(day.day)}</span>
                <span className="program-day__what">{day.workout ? day.workout.title : 'Rest day'}</span>
                {day.workout?.duration ? <span className="program-day__time">{formatMinutes(day.workout.duration)}</span> : null}
              </li>
            ))}
          </ol>
        </details>
      ))}
    </section>
  );
}

/** /programs/{id}: what the program is, its weeks and what each holds, start and leave. */
export function ProgramDetailPage() {
  const id = useProgramId();
  const program = useProgramDetailQuery(id ?? 0, { skip: id === null });
  const progress = useProgramCourseProgressQuery(id ?? 0, { skip: id === null });

  if (id === null || (program.error && 'status' in program.error && program.error.status === 404)) {
    return (
      <div className="programs-page">
        <PageHeading lead={<Link to={PATHS.programs}>Back to programs</Link>}>There is no such program</PageHeading>
      </div>
    );
  }
  if (program.isLoading || progress.isLoading) return <Spinner label="Loading the program" />;
  if (!program.data || !progress.data)
    return <FailureScreen source="planner" onRetry={() => void Promise.all([program.refetch(), progress.refetch()])} />;

  const data = program.data;
  return (
    <div className="programs-page program-detail">
      <Link className="back-link" to={PATHS.programs}>
        ‹ Programs
      </Link>
      <div className="program-hero">
        <SmartImage className="program-hero__image" image={{ src: data.image, width: 400, height: 300 }} alt="" priority />
        <div className="program-hero__text">
          <p className="program-card__goal">{data.fitnessGoal}</p>
          <PageHeading lead={data.summary}>{data.title}</PageHeading>
          <p className="program-hero__description">{data.description}</p>
          <dl className="program-facts">
            <div>
              <dt>Level</dt>
              <dd>{data.level ?? 'All levels'}</dd>
            </div>
            <div>
              <dt>Length</dt>
              <dd>{data.weeks} weeks</dd>
            </div>
            {data.workoutsPerWeek ? (
              <div>
                <dt>Each week</dt>
                <dd>{data.workoutsPerWeek} workouts</dd>
              </div>
            ) : null}
            <div>
              <dt>Equipment</dt>
              <dd>{equipmentList(data.equipment)}</dd>
            </div>
          </dl>
        </div>
      </div>
      <EnrolmentPanel program={data} progress={progress.data} />
      <WeekByWeek program={data} />
    </div>
  );
}
