import type { RemoteOverride } from '../platform/remote-override.ts';

/**
 * The contract between the shell and its remotes: for every remote, the modules it must
 * expose. The shell compiles its route table against it and `deploy` refuses a build whose
 * mf-manifest.json lacks one. Every exposed page is a React component taking no props; it
 * reads route parameters through react-router (a shared singleton).
 */
export const REMOTE_CONTRACT = {
  marketing: {
    packageName: 'mf-marketing',
    exposes: ['./HomePage'],
  },
  auth: {
    packageName: 'mf-auth',
    exposes: [
      './SignUpPage',
      './LoginPage',
      './OtpVerificationPage',
      './ForgotPasswordPage',
      './PasswordResetPage',
      './UserPreferencesPage',
      './ProfilePage',
      './SettingsPage',
    ],
  },
  planner: {
    packageName: 'mf-planner',
    exposes: [
      './MemberHomePage',
      './PlannerPage',
      './ProgramsPage',
      './ProgramDetailPage',
      './ProgramWorkoutsPage',
      './WorkoutOverviewPage',
      './WorkoutPlayerPage',
      './WorkoutHistoryPage',
      './ProgressPage',
    ],
  },
  content: {
    packageName: 'mf-content',
    exposes: ['./ListingPage', './RecipePage', './SuccessDetailPage', './ArticlePage', './HelpPage', './AboutPage'],
  },
  commerce: {
    packageName: 'mf-commerce',
    exposes: ['./ShoppingListPage', './ShoppingListDetailPage', './SubscriptionCompletePage', './SubscriptionPage'],
  },
} as const;

export type RemoteName = keyof typeof REMOTE_CONTRACT;
export type ExposeOf<R extends RemoteName> = (typeof REMOTE_CONTRACT)[R]['exposes'][number];

/** A page a remote exposes, as the shell renders it. */
export interface RemotePageModule {
  default: (props: Record<string, never>) => unknown;
}

export const REMOTE_NAMES = Object.keys(REMOTE_CONTRACT) as RemoteName[];

export function isRemoteName(value: string): value is RemoteName {
  return Object.hasOwn(REMOTE_CONTRACT, value);
}

/** Accepts the federation name ("auth") or the package folder ("mf-auth"). */
export function resolveRemoteName(value: string): RemoteName | undefined {
  if (isRemoteName(value)) return value;
  return REMOTE_NAMES.find((name) => REMOTE_CONTRACT[name].packageName === value);
}

/** The registry file the shell reads at boot (served no-cache at /remotes.json). */
export interface RegistryVersion {
  version: string;
  deployedAt: string;
  /** Path of that version's manifest, e.g. /remotes/auth/1.0.0-1a2b3c4d/mf-manifest.json. */
  manifestUrl: string;
}

/**
 * Who changed the registry and why: `deploy`, `rollback`, `canary` and `promote` come from the
 * command line (by = the operator), `auto-rollback` and `step` (a rollout's next share) from the
 * canary controller (by = the rule that fired).
 */
export interface RegistryEvent {
  action: 'deploy' | 'rollback' | 'canary' | 'promote' | 'auto-rollback' | 'step';
  version: string;
  from: string | null;
  at: string;
  by?: string;
  reason?: string;
}

/** A version live for a share of browsers, beside the active one. */
export interface RegistryCanary {
  version: string;
  /** Manifest URL of the canary version. */
  entry: string;
  /** Share of devices, 0-100, that get the canary (sticky per device id). */
  percent: number;
  startedAt: string;
  /** The controller rolls the canary back when more than this share (0-1) of at least `minDevices` devices saw it fail. */
  maxFailureRate: number;
  minDevices: number;
  /** ...or when its p75 load time is more than this many times the stable version's (default 1.5). */
  maxP75Ratio?: number;
  /** The shares the rollout steps through while its analysis passes; 100 promotes it. Absent: it stays at `percent` until promoted. */
  steps?: number[];
  /** When the share last changed (the analysis of a step counts reports from then). */
  steppedAt?: string;
  /** Written by registries before devices were counted; read as minDevices. */
  minLoads?: number;
}

export interface RegistryRemote {
  /** Active version; null until the first deploy. */
  active: string | null;
  /** Manifest URL of the active version: all the shell needs. */
  entry: string | null;
  /** A version on trial for some browsers; absent or null when there is none. */
  canary?: RegistryCanary | null;
  versions: RegistryVersion[];
  history: RegistryEvent[];
}

export interface RegistryFile {
  schemaVersion: 1;
  updatedAt: string;
  remotes: Partial<Record<RemoteName, RegistryRemote>>;
  /** Set only in the copy served to one browser under a remote override (platform/remote-override.ts). */
  override?: RemoteOverride;
}
