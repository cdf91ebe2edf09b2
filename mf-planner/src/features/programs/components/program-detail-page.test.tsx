// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  courseProgressPath,
  stageChoicePath,
  stageProgramPath,
  type CourseProgress,
  type ProgramStanding,
} from '@app/shared/api-contract/progress-service';
import { programPath, type ProgramDetail } from '@app/shared/api-contract/user-interaction';
import { envelope, on, renderPage } from '@app/shared/testing/render-page';
import { ProgramDetailPage } from './program-detail-page.tsx';

const PROGRAM: ProgramDetail = {
  id: 3,
  title: 'HIIT Burn',
  summary: 'HIIT in brief.',
  description: 'HIIT at length.',
  weeks: 6,
  workoutsPerWeek: 4,
  level: 'Beginner',
  fitnessGoal: 'Weight Loss',
  gender: 'Female',
  equipment: ['mat'],
  newRelease: false,
  image: 'https://img.example/hiit.jpg',
  logo: 'https://img.example/hiit-logo.png',
  schedule: [],
};

const progress = (status: CourseProgress['status']): CourseProgress => ({
  programId: 3,
  status,
  startWeek: 1,
  weeks: 6,
  totalWorkouts: 24,
  completedWorkouts: 0,
  completed: [],
});

const standing = (overrides: Partial<ProgramStanding>): ProgramStanding => ({
  programId: 3,
  title: 'HIIT Burn',
  stage: 'trimester1',
  status: 'not-started',
  fromWeek: 1,
  fits: false,
  keptKnowingly: false,
  unsafeMoves: ['Squat Jump'],
  writtenForPregnancy: false,
  stageProgram: { programId: 7, title: 'Bump to Birth', startWeek: 1 },
  ...overrides,
});

function renderProgram(status: CourseProgress['status'], stand: ProgramStanding) {
  return renderPage(<ProgramDetailPage />, {
    path: '/programs/3',
    pattern: '/programs/:id',
    routes: [
      on('GET', programPath(3), () => envelope(200, PROGRAM)),
      on('GET', courseProgressPath(3), () => envelope(200, progress(status))),
      on('GET', stageProgramPath(3), () => envelope(200, stand)),
      on('PUT', stageChoicePath(3, 'switch'), () => envelope(200, { stage: 'trimester1', notice: null, programs: [] }, 'Saved!')),
    ],
  });
}

describe('a program page, for her stage', () => {
  afterEach(cleanup);

  it('not advised before she starts it: she switches to her stage’s program (and goes to it) or starts anyway', async () => {
    const { requests } = renderProgram('not-started', standing({}));
    expect(await screen.findByRole('heading', { name: 'Not advised in your first trimester' })).not.toBeNull();
    expect(screen.getByText('Squat Jump is not advised in your first trimester.')).not.toBeNull();
    expect(screen.getByText('Bump to Birth is written for your first trimester.')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Start anyway' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Start program' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Bump to Birth' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/programs/7'));
    expect(requests.some((request) => request.method === 'PUT' && new URL(request.url).pathname === stageChoicePath(3, 'switch'))).toBe(
      true,
    );
  });

  it('paused for her stage', async () => {
    renderProgram('paused', standing({ status: 'paused', stage: 'trimester3' }));
    expect(await screen.findByRole('heading', { name: 'Paused for your third trimester' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Keep HIIT Burn' })).not.toBeNull();
  });

  it('kept knowingly: her progress, and that she chose it', async () => {
    renderProgram('in-progress', standing({ status: 'in-progress', keptKnowingly: true }));
    expect(await screen.findByRole('heading', { name: 'Your progress' })).not.toBeNull();
    expect(
      await screen.findByText('You chose to keep HIIT Burn in your first trimester, knowing Squat Jump is not advised in it.'),
    ).not.toBeNull();
  });

  it('a program that suits her stage shows as it always did', async () => {
    renderProgram('not-started', standing({ fits: true, unsafeMoves: [], stageProgram: null }));
    expect(await screen.findByRole('button', { name: 'Start program' })).not.toBeNull();
    expect(screen.queryByText(/not advised/)).toBeNull();
  });
});
