import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { PLANNER_PATHS, type CourseDay } from '@app/shared/api-contract/planner';
import {
  courseProgressPath,
  programUpdatePath,
  PROGRESS_SERVICE_PATHS,
  stageChoicePath,
  stageProgramPath,
  type CourseProgress,
  type ProgramStanding,
  type StagePlan,
  type StagePlanChoice,
} from '@app/shared/api-contract/progress-service';
import { USER_SERVICE_PATHS, type SaveProfileRequest } from '@app/shared/api-contract/user-service';
import { describeEachBackend } from '../../helpers/suites.ts';
import { memberCalls } from '../../helpers/member-calls.ts';
import { createTestApp, login, signUp, type TestApp } from '../../helpers/test-app.ts';

/** Friday 11 December 2026, 10:00 in Sydney: HIIT Burn's Friday session is today, Saturday's tomorrow. */
const NOW = Date.parse('2026-12-10T23:00:00Z');
const SYDNEY = 'Australia/Sydney';
const THIS_WEEK = '2026-12-07';
const NEXT_WEEK = '2026-12-14';
const TODAY = '2026-12-11';
const SATURDAY = '2026-12-12';
const WEEK = 7 * 24 * 3600 * 1000;

/** The seed's fitness choices. */
const STRENGTH_AND_TONE = 2;
const FIRST_TRIMESTER = 5;
const SECOND_TRIMESTER = 3;
const THIRD_TRIMESTER = 6;
const POSTPARTUM = 4;
/** The seed's programs. */
const HIIT_BURN = 3;
const BUMP_TO_BIRTH = 7;
const POSTNATAL_RESTORE = 8;

type Member = { id: number; token: string; email: string; password: string };

const workoutsOf = (day: CourseDay) => day.sections.find((entry) => entry.sectionType === 'ROUTINE')?.data ?? [];

describeEachBackend('her stage rules everything she is shown (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    t.clock.set(NOW);
  });
  afterAll(() => t.close());

  const calls = memberCalls(() => t.app, SYDNEY);
  const as = calls.as;
  const week = (member: Member, startDate = THIS_WEEK) => calls.week(member, startDate);
  const save = async (member: Member, fitnessId: number) => {
    const payload: SaveProfileRequest = { genderId: 1, fitnessId, mealId: 1 };
    const reply = await as(member, { method: 'POST', url: USER_SERVICE_PATHS.saveProfile, payload });
    expect(reply.status, reply.body.message).toBe(200);
  };
  const stagePlan = async (member: Member) => {
    const reply = await as<StagePlan>(member, { method: 'GET', url: PROGRESS_SERVICE_PATHS.stagePlan });
    expect(reply.status, reply.body.message).toBe(200);
    return reply.body.data;
  };
  const choose = (member: Member, programId: number, choice: StagePlanChoice) =>
    as<StagePlan>(member, { method: 'PUT', url: stageChoicePath(programId, choice) });
  const start = (member: Member, programId: number) =>
    as<CourseProgress>(member, { method: 'PUT', url: programUpdatePath(programId, 'start') });
  const enrolment = (member: Member, programId: number) =>
    t.app.db
      .selectFrom('programEnrolments')
      .select(['status', 'startWeek', 'pausedWeek', 'keptForStage', 'startedAt'])
      .where('userId', '=', member.id)
      .where('programId', '=', programId)
      .executeTakeFirst();
  const stagesOf = async (contentIds: number[]) =>
    new Set(
      (await t.app.db.selectFrom('contentItems').select('pregnancyStage').where('contentId', 'in', contentIds).execute()).map(
        (row) => row.pregnancyStage,
      ),
    );
  const rowsBefore = (member: Member, date: string) =>
    t.app.db.selectFrom('plannerItems').selectAll().where('userId', '=', member.id).where('onDate', '<', date).orderBy('id').execute();

  /** A member doing HIIT Burn from this week, with this week and next planned and today's session done. */
  async function onHiitBurn(name: string): Promise<Member> {
    t.clock.set(NOW);
    const member = await signUp(t.app, { name });
    await save(member, STRENGTH_AND_TONE);
    expect((await start(member, HIIT_BURN)).status).toBe(200);
    await week(member);
    await week(member, NEXT_WEEK);
    const friday = workoutsOf((await week(member)).courseDays.find((day) => day.date === TODAY)!)[0]!;
    const done = await as(member, {
      method: 'PUT',
      url: PLANNER_PATHS.completion,
      payload: { itemId: friday.contentId, contentType: 'routine', isPlanner: true, selectedDate: TODAY },
    });
    expect(done.status).toBe(200);
    return member;
  }

  it('into her third trimester on HIIT Burn: the program is paused, the sessions from today on are hers, the past and what she did stay', async () => {
    const member = await onHiitBurn('Olivia');
    const before = await week(member);
    const saturday = workoutsOf(before.courseDays.find((day) => day.date === SATURDAY)!)[0]!;
    expect(saturday.title).toBe('Bodyweight HIIT Express Basics');
    expect(before.courseDetails).toMatchObject({ id: HIIT_BURN, week: 1 });
    const pastRows = await rowsBefore(member, TODAY);

    await save(member, THIRD_TRIMESTER);

    expect(await enrolment(member, HIIT_BURN)).toMatchObject({ status: 'paused', pausedWeek: 1, keptForStage: null });
    const inProgress = await as<number[]>(member, { method: 'GET', url: PROGRESS_SERVICE_PATHS.inProgressPrograms });
    expect(inProgress.body.data).toEqual([]);

    const after = await week(member);
    expect(after.courseDetails.id).toBeNull();
    expect(await rowsBefore(member, TODAY)).toEqual(pastRows);
    expect(after.courseDays.filter((day) => day.date < TODAY)).toEqual(before.courseDays.filter((day) => day.date < TODAY));
    // Today's session, done before she changed anything, stays.
    expect(workoutsOf(after.courseDays.find((day) => day.date === TODAY)!)).toEqual([
      expect.objectContaining({ title: 'Bodyweight HIIT Starter', completed: true }),
    ]);
    const fromTomorrow = [...after.courseDays.filter((day) => day.date > TODAY), ...(await week(member, NEXT_WEEK)).courseDays];
    const planned = fromTomorrow.flatMap((day) => workoutsOf(day).map((item) => item.contentId!));
    expect(planned.length).toBeGreaterThan(0);
    expect(await stagesOf(planned)).toEqual(new Set(['trimester3']));

    const plan = await stagePlan(member);
    expect(plan.stage).toBe('trimester3');
    expect(plan.notice).toMatchObject({
      fromStage: null,
      toStage: 'trimester3',
      on: TODAY,
      paused: [{ programId: HIIT_BURN, title: 'HIIT Burn' }],
      resumed: [],
    });
    // Saturday's session and next week's four (next week had been planned) gave way; today's, done, did not.
    expect(plan.notice!.replaced.map((item) => [item.date, item.title])).toEqual([
      [SATURDAY, 'Bodyweight HIIT Express Basics'],
      ['2026-12-14', 'Bodyweight HIIT Starter'],
      ['2026-12-16', 'Bodyweight Low Impact Cardio Foundations'],
      ['2026-12-18', 'Bodyweight HIIT Starter'],
      ['2026-12-19', 'Bodyweight HIIT Express Basics'],
    ]);
    expect(plan.programs).toEqual([
      expect.objectContaining({
        programId: HIIT_BURN,
        status: 'paused',
        stage: 'trimester3',
        fromWeek: 1,
        fits: false,
        keptKnowingly: false,
        writtenForPregnancy: false,
        stageProgram: { programId: BUMP_TO_BIRTH, title: 'Bump to Birth', startWeek: 24 },
      }),
    ]);
    expect(plan.programs[0]!.unsafeMoves).toContain('Step-Back Burpee');

    // Starting it again needs her choice first.
    const refused = await start(member, HIIT_BURN);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^HIIT Burn is not for your third trimester: .*Step-Back Burpee.* not advised in your third trimester\. Switch to Bump to Birth, or keep HIIT Burn knowingly\.$/,
    );
    expect(await enrolment(member, HIIT_BURN)).toMatchObject({ status: 'paused' });
  });

  it('into her first trimester on HIIT Burn: its first two weeks are safe in it but not the rest, so it is paused and its sessions give way', async () => {
    const member = await onHiitBurn('Fay');
    await save(member, FIRST_TRIMESTER);
    const plan = await stagePlan(member);
    expect(plan.programs[0]).toMatchObject({
      programId: HIIT_BURN,
      status: 'paused',
      stageProgram: { programId: BUMP_TO_BIRTH, startWeek: 1 },
    });
    expect(plan.notice!.replaced.map((item) => item.date)).toEqual([SATURDAY, '2026-12-14', '2026-12-16', '2026-12-18', '2026-12-19']);
    const planned = (await week(member, NEXT_WEEK)).courseDays.flatMap((day) => workoutsOf(day).map((item) => item.contentId!));
    expect(await stagesOf(planned)).toEqual(new Set(['trimester1']));
  });

  it('she keeps HIIT Burn knowingly: it plans again where it paused, is not asked again in this stage, and is asked again when her stage changes', async () => {
    const member = await onHiitBurn('Grace');
    await save(member, THIRD_TRIMESTER);
    t.clock.set(NOW + 60_000);
    const kept = await choose(member, HIIT_BURN, 'keep');
    expect(kept.status, kept.body.message).toBe(200);
    expect(kept.body.message).toBe('Saved!');
    expect(kept.body.data.programs).toEqual([
      expect.objectContaining({ programId: HIIT_BURN, status: 'in-progress', keptKnowingly: true, fits: false }),
    ]);
    expect(await enrolment(member, HIIT_BURN)).toMatchObject({
      status: 'in-progress',
      startWeek: 1,
      pausedWeek: null,
      keptForStage: 'trimester3',
    });
    // Her planner follows it again from today on.
    const after = await week(member);
    expect(after.courseDetails).toMatchObject({ id: HIIT_BURN, week: 1 });
    expect(workoutsOf(after.courseDays.find((day) => day.date === SATURDAY)!)[0]!.title).toBe('Bodyweight HIIT Express Basics');
    // Not asked again: a start is no longer refused, and the notice stays until she dismisses it.
    expect((await start(member, HIIT_BURN)).status).toBe(200);
    const dismissed = await as<StagePlan>(member, { method: 'DELETE', url: PROGRESS_SERVICE_PATHS.stageNotice });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data.notice).toBeNull();
    expect((await stagePlan(member)).notice).toBeNull();

    // Postpartum: a new stage, so she is asked again; her stage's program is Postnatal Restore.
    await save(member, POSTPARTUM);
    expect(await enrolment(member, HIIT_BURN)).toMatchObject({ status: 'paused', keptForStage: null });
    const plan = await stagePlan(member);
    expect(plan.notice).toMatchObject({ fromStage: 'trimester3', toStage: 'postpartum', paused: [{ programId: HIIT_BURN }] });
    expect(plan.programs[0]).toMatchObject({
      status: 'paused',
      keptKnowingly: false,
      stageProgram: { programId: POSTNATAL_RESTORE, title: 'Postnatal Restore', startWeek: 1 },
    });
  });

  it('she switches to her stage’s program: HIIT Burn is left, Bump to Birth starts at the week written for her third trimester', async () => {
    const member = await onHiitBurn('Hedy');
    await save(member, THIRD_TRIMESTER);
    const switched = await choose(member, HIIT_BURN, 'switch');
    expect(switched.status, switched.body.message).toBe(200);
    expect(switched.body.data.programs).toEqual([
      expect.objectContaining({ programId: BUMP_TO_BIRTH, status: 'in-progress', fits: true, fromWeek: 24, stageProgram: null }),
    ]);
    expect(await enrolment(member, HIIT_BURN)).toMatchObject({ status: 'left' });
    expect(await enrolment(member, BUMP_TO_BIRTH)).toMatchObject({ status: 'in-progress', startWeek: 24 });
    const progress = await as<CourseProgress>(member, { method: 'GET', url: courseProgressPath(BUMP_TO_BIRTH) });
    expect(progress.body.data).toMatchObject({ status: 'in-progress', startWeek: 24 });
    const after = await week(member);
    expect(after.courseDetails).toMatchObject({ id: BUMP_TO_BIRTH, week: 24, weeks: 36 });
    // Today's done session stays; from tomorrow on, Bump to Birth's week 24 (rest on Saturday).
    expect(workoutsOf(after.courseDays.find((day) => day.date === TODAY)!)[0]).toMatchObject({ completed: true });
    expect(workoutsOf(after.courseDays.find((day) => day.date === SATURDAY)!)).toEqual([]);
    const next = await week(member, NEXT_WEEK);
    expect(next.courseDetails).toMatchObject({ id: BUMP_TO_BIRTH, week: 25 });
    const nextWorkouts = next.courseDays.flatMap((day) => workoutsOf(day).map((item) => item.contentId!));
    expect(await stagesOf(nextWorkouts)).toEqual(new Set(['trimester3']));

    // After the birth, Bump to Birth is behind her: paused, with Postnatal Restore offered.
    await save(member, POSTPARTUM);
    expect((await stagePlan(member)).programs[0]).toMatchObject({
      programId: BUMP_TO_BIRTH,
      status: 'paused',
      writtenForPregnancy: true,
      stageProgram: { programId: POSTNATAL_RESTORE, startWeek: 1 },
    });
    expect((await choose(member, BUMP_TO_BIRTH, 'switch')).status).toBe(200);
    expect(await enrolment(member, POSTNATAL_RESTORE)).toMatchObject({ status: 'in-progress', startWeek: 1 });

    // Not pregnant: every program suits her; Postnatal Restore carries on, nothing to tell.
    await save(member, STRENGTH_AND_TONE);
    const plan = await stagePlan(member);
    expect(plan).toMatchObject({
      stage: null,
      notice: null,
      programs: [{ programId: POSTNATAL_RESTORE, status: 'in-progress', fits: true }],
    });
  });

  it('a program paused in pregnancy resumes at the week it stopped when she is no longer pregnant, however long it was paused', async () => {
    const member = await onHiitBurn('Ada');
    await save(member, SECOND_TRIMESTER);
    expect(await enrolment(member, HIIT_BURN)).toMatchObject({ status: 'paused', pausedWeek: 1 });
    t.clock.set(NOW + 3 * WEEK);
    const again = await login(t.app, member.email, member.password);
    member.token = again.body.data.token;
    await save(member, STRENGTH_AND_TONE);
    expect(await enrolment(member, HIIT_BURN)).toMatchObject({ status: 'in-progress', startWeek: 1, pausedWeek: null });
    const plan = await stagePlan(member);
    expect(plan.notice).toMatchObject({
      fromStage: 'trimester2',
      toStage: null,
      paused: [],
      resumed: [{ programId: HIIT_BURN }],
      replaced: [],
    });
    const resumed = await week(member, '2026-12-28');
    expect(resumed.courseDetails).toMatchObject({ id: HIIT_BURN, week: 1 });
    t.clock.set(NOW);
  });

  it('her stage’s own program, at the wrong week for her new stage: paused, and the switch moves it to the week written for her', async () => {
    t.clock.set(NOW);
    const member = await signUp(t.app, { name: 'Ida' });
    await save(member, FIRST_TRIMESTER);
    expect((await start(member, BUMP_TO_BIRTH)).status).toBe(200);
    await save(member, SECOND_TRIMESTER);
    const standing = await as<ProgramStanding>(member, { method: 'GET', url: stageProgramPath(BUMP_TO_BIRTH) });
    expect(standing.body.data).toMatchObject({
      status: 'paused',
      fromWeek: 1,
      fits: false,
      stageProgram: { programId: BUMP_TO_BIRTH, startWeek: 10 },
    });
    expect((await choose(member, BUMP_TO_BIRTH, 'switch')).status).toBe(200);
    expect(await enrolment(member, BUMP_TO_BIRTH)).toMatchObject({ status: 'in-progress', startWeek: 10 });
    expect((await week(member)).courseDetails).toMatchObject({ id: BUMP_TO_BIRTH, week: 10 });
  });

  it('one program’s standing, for a program she has not started: HIIT Burn is not for her first trimester from week 1', async () => {
    const member = await signUp(t.app, { name: 'Jo' });
    await save(member, FIRST_TRIMESTER);
    const reply = await as<ProgramStanding>(member, { method: 'GET', url: stageProgramPath(HIIT_BURN) });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      programId: HIIT_BURN,
      status: 'not-started',
      stage: 'trimester1',
      fromWeek: 1,
      fits: false,
      stageProgram: { programId: BUMP_TO_BIRTH, startWeek: 1 },
    });
    // She starts it anyway, knowingly: that is her start.
    expect((await choose(member, HIIT_BURN, 'keep')).status).toBe(200);
    expect(await enrolment(member, HIIT_BURN)).toMatchObject({ status: 'in-progress', keptForStage: 'trimester1' });
    // The first save of her preferences screens nothing and tells her nothing.
    expect((await stagePlan(member)).notice).toBeNull();
  });

  it.each<[string, number, StagePlanChoice, number, string]>([
    ['a program that suits her first trimester', BUMP_TO_BIRTH, 'keep', 400, 'Bump to Birth suits your stage: there is nothing to choose.'],
    ['a program she does not know', 99, 'switch', 404, 'There is no program 99.'],
  ])('a choice for %s is refused and changes nothing', async (_case, programId, choice, status, message) => {
    const member = await signUp(t.app, { name: 'Kim' });
    await save(member, FIRST_TRIMESTER);
    const before = await t.app.db.selectFrom('programEnrolments').selectAll().where('userId', '=', member.id).execute();
    const reply = await choose(member, programId, choice);
    expect(reply.status).toBe(status);
    expect(reply.body.message).toBe(message);
    expect(await t.app.db.selectFrom('programEnrolments').selectAll().where('userId', '=', member.id).execute()).toEqual(before);
  });

  it('not pregnant, there is nothing to choose: every program suits her', async () => {
    const member = await signUp(t.app, { name: 'Lee' });
    await save(member, STRENGTH_AND_TONE);
    const reply = await choose(member, HIIT_BURN, 'switch');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('HIIT Burn suits your stage: there is nothing to choose.');
    expect(await stagePlan(member)).toEqual({ stage: null, notice: null, programs: [] });
  });

  it('another member’s stage plan is her own: one member’s change and choice touch no one else’s', async () => {
    const olivia = await onHiitBurn('Mae');
    const bob = await onHiitBurn('Nell');
    await save(olivia, THIRD_TRIMESTER);
    expect(await enrolment(bob, HIIT_BURN)).toMatchObject({ status: 'in-progress' });
    expect(await stagePlan(bob)).toMatchObject({ stage: null, notice: null, programs: [{ programId: HIIT_BURN, fits: true }] });
    await as(bob, { method: 'DELETE', url: PROGRESS_SERVICE_PATHS.stageNotice });
    expect((await stagePlan(olivia)).notice).not.toBeNull();
  });

  it('is one transaction with her saved preferences: when planning fails, her program is not paused and nothing is noted', async () => {
    const member = await onHiitBurn('Ola');
    await sql`create function refuse_planner_item() returns trigger language plpgsql as $$ begin raise exception 'refused for the test'; end $$`.execute(
      t.app.db,
    );
    await sql`create trigger refuse_planner_item before insert on planner_items for each row execute function refuse_planner_item()`.execute(
      t.app.db,
    );
    try {
      const failed = await as(member, {
        method: 'POST',
        url: USER_SERVICE_PATHS.saveProfile,
        payload: { genderId: 1, fitnessId: THIRD_TRIMESTER, mealId: 1 },
      });
      expect(failed.status).toBe(500);
    } finally {
      await sql`drop trigger refuse_planner_item on planner_items`.execute(t.app.db);
      await sql`drop function refuse_planner_item()`.execute(t.app.db);
    }
    expect(await enrolment(member, HIIT_BURN)).toMatchObject({ status: 'in-progress' });
    expect(await stagePlan(member)).toMatchObject({ stage: null, notice: null });
  });
});
