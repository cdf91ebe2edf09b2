/**
 * The contract between a host and a remote, as each build writes it down: a remote's
 * `mf-contract.json` (beside its mf-manifest.json, so it ships in its version folder) says what it
 * needs from the host; the shell's `host-contract.json` (in shell/dist) says what the host
 * provides. `remote:deploy`, and the deploy API on the server, compare the two
 * (deploy/src/contract-check.ts) and refuse a version whose needs the active shell cannot meet.
 * shared/build/contract-plugin.ts writes both.
 */

/** The remote's file, beside mf-manifest.json. */
export const REMOTE_NEEDS_FILE = 'mf-contract.json';
/** The host's file, in the shell's build folder. */
export const HOST_CONTRACT_FILE = 'host-contract.json';
/** Bumped when a field changes meaning; a reader refuses a schema it does not know. */
export const CONTRACT_SCHEMA = 1;

/** A module a remote takes from the host's share scope. */
export interface ShareScopeNeed {
  /** 'react', 'react/jsx-runtime', '@app/shared/router'... */
  name: string;
  /** The range it was built against; null when any version will do (the @app/shared entries). */
  requiredVersion: string | null;
  /** It carries its own copy, used when the host provides none: false means the host must provide it. */
  hasFallback: boolean;
}

export interface RemoteNeeds {
  schema: typeof CONTRACT_SCHEMA;
  /** Its federation name, a key of REMOTE_CONTRACT. */
  remote: string;
  /** What it exposes to the host: the keys of REMOTE_CONTRACT it builds. */
  exposes: string[];
  /** The share scope it consumes: singletons the host provides. */
  shareScope: ShareScopeNeed[];
  /**
   * Per module it takes from the share scope, the exports its code imports ('*' for a namespace
   * import): the host's copy must export each of them.
   */
  imports: Record<string, string[]>;
  /** Every @app/shared entry its own code imports, shared or bundled. */
  sharedEntries: string[];
  /** The store slices its own code injects into the host's root reducer (`slice.injectInto(rootReducer)`). */
  storeSlices: string[];
  /** The RTK Query endpoints its own code injects into the host's API slice (`api.injectEndpoints`). */
  endpoints: string[];
}

export interface HostContract {
  schema: typeof CONTRACT_SCHEMA;
  host: string;
  /** Every module the host puts in the share scope, with its version ('' for the @app/shared entries). */
  shareScope: Record<string, string>;
  /** Per shared module of @app/shared, the names the host's copy exports. */
  exports: Record<string, string[]>;
  /** The store slices of the host's root reducer, including the API slice's reducerPath. */
  storeSlices: string[];
  /** The RTK Query endpoints the host's own code defines. */
  endpoints: string[];
}
