// Types of scripts/build-inputs.mjs (plain Node, so scripts run before anything is installed).
export type App = 'shell' | 'mf-marketing' | 'mf-auth' | 'mf-planner' | 'mf-content' | 'mf-commerce';
export type Build = App | 'api';
export const APPS: App[];
export const SERVER: 'api';
export const BUILDS: Build[];
export const COMMON_INPUTS: string[];
export const INPUTS: string[];
export function isSkippedFolder(name: string): boolean;
export function appsReading(relPath: string): Build[];
export function inputHashes(files: ReadonlyMap<string, string | Buffer>): Record<Build, string>;
export function appsToBuild(input: {
  hashes: Readonly<Record<string, string>>;
  stamps: Readonly<Record<string, string | undefined>>;
  built: ReadonlySet<string>;
  force?: boolean;
  only?: readonly Build[];
}): Build[];
export const BUILD_CONFIG_FILES: string[];
export function compilationsOf(
  configFiles: Readonly<Partial<Record<App, readonly string[]>>>,
): { name: string; file: string; dependencies: string[] }[];
