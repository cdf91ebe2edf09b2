import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './environment.ts';

const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

/**
 * The commit holding a remote's previous version: the one before its latest change (or
 * VERSION_SKEW_REF). Its build runs against the shared package of that commit too, as it shipped.
 */
function previousCommitOf(packageName: string): string {
  const ref = process.env.VERSION_SKEW_REF ?? `${git('log', '-1', '--format=%H', '--', packageName)}^`;
  return git('rev-parse', '--verify', `${ref}^{commit}`);
}

/**
 * The production build of a remote at an earlier commit, built once and kept (in the temp folder,
 * by commit) for the next run. The sources of that commit are extracted with `git archive` (no
 * worktree, nothing written to the repository); its dependencies are this checkout's installed
 * ones, linked the way pnpm links them, except @app/shared, which is the extracted one.
 */
export function previousBuild(packageName: string): { commit: string; distDir: string } {
  const commit = previousCommitOf(packageName);
  const root = path.join(tmpdir(), `fitness-previous-build-${packageName}-${commit.slice(0, 12)}`);
  const distDir = path.join(root, packageName, 'dist');
  if (existsSync(path.join(distDir, 'mf-manifest.json'))) return { commit, distDir };

  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const archive = execFileSync('git', ['archive', commit, packageName, 'shared', 'package.json', 'tsconfig.base.json'], {
    cwd: repoRoot,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  // pnpm's links are relative (../../node_modules/.pnpm/...): the same layout under `root` resolves
  // them to this checkout's store, and @app/shared (../../../shared) to the extracted shared.
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'));
  for (const dir of [packageName, 'shared']) {
    cpSync(path.join(repoRoot, dir, 'node_modules'), path.join(root, dir, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !source.includes(`${path.sep}.cache`),
    });
  }
  execFileSync(path.join(root, packageName, 'node_modules/.bin/rspack'), ['build', '-c', 'rspack.config.ts'], {
    cwd: path.join(root, packageName),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'pipe',
  });
  return { commit, distDir };
}
