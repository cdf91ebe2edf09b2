import { rmSync } from 'node:fs';
import { expect, test } from '../../support/test.ts';
import { BASE_URL } from '../../support/environment.ts';
import { contentVariant, deployedVersion, readRegistryFile, registryCli } from '../../support/remote-builds.ts';
import { actAsMember } from '../../support/session.ts';

const HEADING = 'How can we help?';
const CHANGED_HEADING = 'What can we help you with?';

test('a preview of a changed content page: the operator sees it with the badge, a member does not, until it is promoted', async ({
  browser,
}) => {
  // Two browsers, three registry commands and a promote: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const started = Date.now();
  const activeBefore = (await readRegistryFile()).remotes.content!.active;
  const build = contentVariant(HEADING, CHANGED_HEADING);
  let output: string;
  try {
    output = registryCli('deploy', 'content', '--from', build, '--preview');
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  const version = deployedVersion(output);
  expect(output).toContain('as a preview: live for nobody');
  const link = /^\s+(https?:\/\/\S+)$/m.exec(output)?.[1];
  expect(link).toBeDefined();
  expect((await readRegistryFile()).remotes.content).toMatchObject({ active: activeBefore, canary: null });

  // The operator opens the preview's link (on the suite's server: PUBLIC_URL is not set there).
  const operator = await browser.newContext({ baseURL: BASE_URL });
  const operatorPage = await operator.newPage();
  await operatorPage.goto(`${new URL(link!).pathname}?path=/help`);
  await expect(operatorPage).toHaveURL(/\/help$/);
  await expect(operatorPage.getByRole('heading', { level: 1, name: CHANGED_HEADING })).toBeVisible();
  const badge = operatorPage.getByTestId('override-badge');
  await expect(badge).toContainText(`This page runs an override: content ${version} (preview)`);
  // Other remotes stay on their active versions.
  await operatorPage.goto('/');
  await expect(operatorPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(badge).toBeVisible();

  // A member in another browser gets the page everyone gets.
  const memberContext = await browser.newContext({ baseURL: BASE_URL });
  const memberPage = await memberContext.newPage();
  await actAsMember(memberPage);
  await memberPage.goto('/help');
  await expect(memberPage.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(memberPage.getByTestId('override-badge')).toHaveCount(0);

  // The badge's link ends the override for the operator.
  await operatorPage.goto('/help');
  await operatorPage.getByRole('link', { name: 'Clear override' }).click();
  await expect(operatorPage.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  await expect(operatorPage.getByTestId('override-badge')).toHaveCount(0);

  try {
    expect(registryCli('promote', 'content', '--to', version)).toMatch(new RegExp(`^Promoted content: ${activeBefore} -> ${version}`));
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { level: 1, name: CHANGED_HEADING })).toBeVisible();
    await expect(memberPage.getByTestId('override-badge')).toHaveCount(0);
  } finally {
    registryCli('rollback', 'content', '--to', activeBefore!);
  }
  console.log(`preview journey: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await operator.close();
  await memberContext.close();
});
