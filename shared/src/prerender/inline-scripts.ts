/**
 * The shell's inline scripts: TypeScript modules (shell/src/inline/), bundled and minified by the
 * shell's build (createInlineScriptsConfig) into one file of its dist beside index.html, each with
 * the CSP hash of its code computed there. The server writes a script's code into a page and
 * allows it by that hash; nothing is assembled from strings at run time.
 */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

export const INLINE_SCRIPT_NAMES = ['first-screen-guard', 'scripts-after-first-paint', 'theme'] as const;
export type InlineScriptName = (typeof INLINE_SCRIPT_NAMES)[number];

export interface InlineScript {
  code: string;
  /** The CSP source allowing it: 'sha256-<base64>'. */
  hash: string;
}

export type InlineScripts = Record<InlineScriptName, InlineScript>;

export function isInlineScripts(value: unknown): value is InlineScripts {
  const scripts = value as Partial<Record<string, Partial<InlineScript>>> | null;
  return (
    typeof scripts === 'object' &&
    scripts !== null &&
    INLINE_SCRIPT_NAMES.every((name) => typeof scripts[name]?.code === 'string' && typeof scripts[name]?.hash === 'string')
  );
}

/** The element (a JSON array) of the shell's script URLs that a server-drawn page starts after its first paint. */
export const SCRIPTS_AFTER_FIRST_PAINT_ELEMENT_ID = 'scripts-after-first-paint';
