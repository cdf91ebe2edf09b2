import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { REMOTE_CONTRACT, REMOTE_NAMES, type RemoteName } from '@app/shared/contract';
import { matchRoute } from '@app/shared/routes';
import { deployedVersion, readRegistryFile, registryCli } from '../../support/remote-builds.ts';
import { previousBuild } from '../../support/previous-build.ts';
import { createMember, storeSession } from '../../support/session.ts';

type Visitor = 'visitor' | 'member' | 'new member';

/** A path of every exposed page of the contract, and who opens it (its route's access). */
const CONTRACT_PAGES: Record<RemoteName, [path: string, as: Visitor][]> = {
  marketing: [['/', 'visitor']],
  auth: [
    ['/signUp', 'visitor'],
    ['/login', 'visitor'],
    ['/otpVerification', 'visitor'],
    ['/forgotPassword', 'visitor'],
    ['/passwordReset', 'visitor'],
    ['/userPreferences', 'new member'],
    ['/profile', 'member'],
    ['/settings', 'member'],
  ],
  planner: [
    ['/home', 'member'],
    ['/planner/0/1', 'member'],
    ['/programs', 'member'],
    ['/programs/3', 'member'],
    ['/programs/3/workouts', 'member'],
    ['/workout/overview/0/5/core-burn', 'member'],
    ['/workout/show/0/5/core-burn', 'member'],
    ['/history', 'member'],
    ['/progress', 'member'],
  ],
  content: [
    ['/blogs', 'visitor'],
    ['/recipe/meals/31/green-curry', 'visitor'],
    ['/show/blogs/article/1/why-rest-days-make-you-stronger', 'visitor'],
    ['/show/tips/3001/warming-up-for-a-run-five-drills-in-five-minutes', 'visitor'],
    ['/help', 'visitor'],
    ['/about', 'visitor'],
  ],
  commerce: [
    ['/shopping-list', 'member'],
    ['/shopping-list/1/2/3', 'member'],
    ['/subscriptionComplete', 'member'],
    ['/subscription', 'member'],
  ],
};

const exposeOf = (path: string) => {
  const target = matchRoute(path).entry.target;
  return 'remote' in target ? `${target.remote}/${target.expose}` : undefined;
};

test('the table names one path for every page of the contract', () => {
  for (const remote of REMOTE_NAMES) {
    expect(CONTRACT_PAGES[remote].map(([path]) => exposeOf(path)).sort(), remote).toEqual(
      REMOTE_CONTRACT[remote].exposes.map((e) => `${remote}/${e}`).sort(),
    );
  }
});

// Each deploys a previous build into the live registry and puts the current one back: one at a time.
test.describe.configure({ mode: 'serial' });

async function opens(page: Page, remote: RemoteName, version: string, path: string) {
  const expose = exposeOf(path)!.split('/./')[1]!;
  const chunk = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname.startsWith(`/remotes/${remote}/${version}/__federation_expose_${expose}`) && response.ok(),
  );
  await Promise.all([chunk, page.goto(path)]);
  await expect(page.locator('main h1, [role=main] h1, h1').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
}

for (const remote of REMOTE_NAMES) {
  test(`the current shell renders every contract page of ${remote} at its previous version`, async ({ browser }) => {
    test.setTimeout(180_000);
    const packageName = REMOTE_CONTRACT[remote].packageName;
    const current = (await readRegistryFile()).remotes[remote]!.active!;
    const { commit, distDir } = previousBuild(packageName);
    // The deploy runs the contract check: exposes, and the shared singletons' ranges against the shell's.
    const previous = deployedVersion(registryCli('deploy', remote, '--from', distDir));
    test.info().annotations.push({ type: 'previous build', description: `${packageName} at ${commit.slice(0, 12)}: ${previous}` });
    try {
      const sessions: Partial<Record<Visitor, Page>> = {};
      for (const [path, as] of CONTRACT_PAGES[remote]) {
        let page = sessions[as];
        if (!page) {
          page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
          if (as !== 'visitor') await storeSession(page, await createMember(page.request, { profileCompleted: as === 'member' }));
          sessions[as] = page;
        }
        await test.step(path, () => opens(page, remote, previous, path));
      }
      for (const page of Object.values(sessions)) await page.context().close();
    } finally {
      registryCli('rollback', remote, '--to', current);
    }
  });
}
