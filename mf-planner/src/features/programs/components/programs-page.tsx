import { NavLink, useLocation } from '@app/shared/router';
import { PATHS } from '@app/shared/routes';
import { FailureScreen, PageHeading, Spinner } from '@app/shared/ui';
import { useProgramsAllQuery, useProgramsInProgressQuery } from '../api/programs-api.ts';
import { programsInOrder } from '../model/program-progress.ts';
import { ProgramCard } from './program-card.tsx';
import './programs.css';

const LIBRARY_PATH = `${PATHS.programs}/library`;

function ProgramsTabs() {
  return (
    <nav className="programs-tabs" aria-label="Programs">
      <NavLink end to={PATHS.programs} className="programs-tabs__tab">
        My programs
      </NavLink>
      <NavLink to={LIBRARY_PATH} className="programs-tabs__tab">
        Library
      </NavLink>
    </nav>
  );
}

/** /programs (hers in progress with their progress, then the others) and /programs/library (all of them). */
export function ProgramsPage() {
  const library = useLocation().pathname.replace(/\/$/, '') === LIBRARY_PATH;
  const all = useProgramsAllQuery();
  const doing = useProgramsInProgressQuery();

  let body;
  if (all.isLoading || doing.isLoading) body = <Spinner label="Loading programs" />;
  else if (all.isError || doing.isError || !all.data)
    body = <FailureScreen source="planner" onRetry={() => void Promise.all([all.refetch(), doing.refetch()])} />;
  else if (library) {
    body = (
      <section aria-labelledby="programs-library">
        <h2 id="programs-library" className="programs-section__title">
          All {all.data.length} programs
        </h2>
        <div className="programs-grid">
          {all.data.map((program) => (
            <ProgramCard key={program.id} program={program} inProgress={doing.data?.includes(program.id)} />
          ))}
        </div>
      </section>
    );
  } else {
    const { inProgress, others } = programsInOrder(all.data, doing.data ?? []);
    body = (
      <>
        <section aria-labelledby="programs-in-progress">
          <h2 id="programs-in-progress" className="programs-section__title">
            In progress
          </h2>
          {inProgress.length > 0 ? (
            <div className="programs-grid">
              {inProgress.map((program) => (
                <ProgramCard key={program.id} program={program} inProgress />
              ))}
            </div>
          ) : (
            <p className="programs-empty">
              You have not started a program yet. Pick one below: each runs week by week, and your progress is kept.
            </p>
          )}
        </section>
        <section aria-labelledby="programs-others">
          <h2 id="programs-others" className="programs-section__title">
            {inProgress.length > 0 ? 'More programs' : 'Programs to start'}
          </h2>
          <div className="programs-grid">
            {others.map((program) => (
              <ProgramCard key={program.id} program={program} />
            ))}
          </div>
        </section>
      </>
    );
  }

  return (
    <div className="programs-page">
      <PageHeading lead="Multi-week programs built by our experts, one week at a time.">Programs</PageHeading>
      <ProgramsTabs />
      {body}
    </div>
  );
}
