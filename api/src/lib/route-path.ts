/** A contract path (full) as a route of the plugin registered at `prefix`. */
export function under(prefix: string, fullPath: string): string {
  if (!fullPath.startsWith(`${prefix}/`)) throw new Error(`${fullPath} is not under ${prefix}`);
  return fullPath.slice(prefix.length);
}
