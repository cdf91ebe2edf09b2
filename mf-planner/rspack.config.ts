import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRspackConfig } from '@app/shared/build';

export default createRspackConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'planner',
  kind: 'remote',
  exposes: {
    './MemberHomePage': './src/exposes/member-home-page.tsx',
    './PlannerPage': './src/exposes/planner-page.tsx',
    './ProgramsPage': './src/exposes/programs-page.tsx',
    './ProgramDetailPage': './src/exposes/program-detail-page.tsx',
    './ProgramWorkoutsPage': './src/exposes/program-workouts-page.tsx',
    './WorkoutOverviewPage': './src/exposes/workout-overview-page.tsx',
    './WorkoutPlayerPage': './src/exposes/workout-player-page.tsx',
  },
});
