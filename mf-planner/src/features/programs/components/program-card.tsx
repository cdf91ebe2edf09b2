import { Link } from '@app/shared/router';
import type { ProgramSummary } from '@app/shared/api-contract/user-interaction';
import { programPath } from '@app/shared/routes';
import { labelOf } from '@app/shared/text/value-label';
import { SmartImage } from '@app/shared/ui/smart-image';
import { useProgramCourseProgressQuery } from '../api/programs-api.ts';
import { percentDone, progressLabel } from '../model/program-progress.ts';

/** Equipment beyond this many reads "+ n more" on a card (the detail page lists every item). */
const EQUIPMENT_ON_CARD = 4;

export function equipmentList(equipment: readonly string[], limit = Number.POSITIVE_INFINITY): string {
  if (equipment.length === 0) return 'No equipment';
  const shown = equipment.slice(0, limit).map(labelOf).join(', ');
  return equipment.length > limit ? `${shown} + ${equipment.length - limit} more` : shown;
}

export function ProgressBar({ programId, label }: { programId: number; label: string }) {
  const { data } = useProgramCourseProgressQuery(programId);
  if (!data) return null;
  const percent = percentDone(data);
  return (
    <div className="program-progress">
      <div
        className="program-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressLabel(data)}
      >
        <span className="program-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="program-progress__text">{progressLabel(data)}</p>
    </div>
  );
}

/** A program in a list: picture, fitness goal, level, weeks, equipment, and her progress when she is doing it. */
export function ProgramCard({ program, inProgress = false }: { program: ProgramSummary; inProgress?: boolean }) {
  const headingId = `program-card-${program.id}`;
  return (
    <article className="program-card" aria-labelledby={headingId}>
      <SmartImage
        className="program-card__image"
        image={{ src: program.image, width: 400, height: 300 }}
        alt=""
        sizes="(min-width: 1024px) 360px, 100vw"
      />
      <div className="program-card__body">
        <p className="program-card__goal">{program.fitnessGoal}</p>
        <h3 id={headingId} className="program-card__title">
          <Link className="program-card__link" to={programPath(program.id)}>
            {program.title}
          </Link>
        </h3>
        <p className="program-card__summary">{program.summary}</p>
        <ul className="program-card__facts" aria-label="About this program">
          {program.level ? <li>{program.level}</li> : null}
          <li>{program.weeks} weeks</li>
          {program.workoutsPerWeek ? <li>{program.workoutsPerWeek} workouts a week</li> : null}
        </ul>
        <p className="program-card__equipment">
          <span className="program-card__equipment-label">Equipment: </span>
          {equipmentList(program.equipment, EQUIPMENT_ON_CARD)}
        </p>
        {inProgress ? <ProgressBar programId={program.id} label={`${program.title} progress`} /> : null}
        {program.newRelease ? <span className="program-card__badge">New</span> : null}
      </div>
    </article>
  );
}
