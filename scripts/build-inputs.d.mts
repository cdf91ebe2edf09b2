// Types of scripts/build-inputs.mjs (plain Node, so scripts run before anything is installed).
export type App = 'shell' | 'mf-marketing' | 'mf-auth' | 'mf-planner' | 'mf-content' | 'mf-commerce';
export const APPS: App[];
export const COMMON_INPUTS: string[];
export function isSkippedFolder(name: string): boolean;
export function appsReading(relPath: string): App[];
export function inputHashes(files: ReadonlyMap<string, string | Buffer>): Record<App, string>;
export function appsToBuild(input: {
  hashes: Readonly<Record<string, string>>;
  stamps: Readonly<Record<string, string | undefined>>;
  built: ReadonlySet<string>;
  force?: boolean;
  only?: readonly App[];
}): App[];
export const BUILD_CONFIG_FILES: string[];
export function compilationsOf(
  configFiles: Readonly<Partial<Record<App, readonly string[]>>>,
): { name: string; file: string; dependencies: string[] }[];
