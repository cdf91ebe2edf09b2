import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';
import type { NutrientGrams } from '@app/shared/api-contract/application-search';
import type { ImageListEntry, RegionalCopy } from '@app/shared/api-contract/home-screen';
import type { ConfigData, AboutData } from '@app/shared/api-contract/platform';
import type { CardProviderName, PaymentProvider, PlanInterval, SubscriptionStatus } from '@app/shared/api-contract/subscription-service';
import type { DeviceType, WeightUnit } from '@app/shared/api-contract/user-service';
import type { LogSetInput } from '@app/shared/validation/logbook';
import type { LengthUnit } from '@app/shared/units/length';
import type { RegistryCanary } from '@app/shared/contract';

/** Columns in camelCase here, snake_case in SQL (Kysely's CamelCasePlugin maps them). */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** A jsonb column: read as T, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;

interface LookupTable {
  id: number;
  name: string;
  sortOrder: number;
}

interface RegionTable {
  id: number;
  code: string;
  name: string;
}

interface UserTable {
  id: Generated<number>;
  /** Trimmed and lower-cased; unique. */
  email: string;
  name: string;
  passwordHash: string;
  emailVerifiedAt: Date | null;
  regionId: Generated<number>;
  weightUnit: ColumnType<WeightUnit, WeightUnit | undefined, WeightUnit>;
  genderId: number | null;
  fitnessId: number | null;
  mealId: number | null;
  /** Migration 0012: how many she cooks for, COOKS_FOR_RANGE; null: as each recipe serves. */
  cooksFor: number | null;
  /** Migration 0023: workouts a week she aims for, WEEKLY_GOAL_RANGE; null: DEFAULT_WEEKLY_GOAL. */
  weeklyGoal: number | null;
  profileCompleted: Generated<boolean>;
  /** Last IANA timezone the member's browser reported. */
  timezone: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One signed-in device: a family of refresh tokens. Revoking it ends every token of the family. */
interface SessionTable {
  id: Generated<string>;
  userId: number;
  deviceId: string | null;
  deviceName: string | null;
  deviceType: DeviceType | null;
  userAgent: string | null;
  ip: string | null;
  createdAt: CreatedAt;
  lastUsedAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
}

interface RefreshTokenTable {
  id: Generated<number>;
  sessionId: string;
  /** SHA-256 of the opaque token; the token itself is never stored. */
  tokenHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  /** Set when it is exchanged; presenting it again revokes the session. */
  usedAt: Date | null;
}

interface EmailOtpTable {
  id: Generated<number>;
  userId: number;
  /** HMAC-SHA256 of the code, keyed by the server secret. */
  codeHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  attempts: Generated<number>;
  consumedAt: Date | null;
}

interface PasswordResetTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  usedAt: Date | null;
}

interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  /** Migration 0024: the headers SMTP sends with it (List-Unsubscribe); null for mail without. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

/** Migration 0024: the days (ISO weekdays) and hour on her clock she chose for workout reminders. */
interface WorkoutReminderTable {
  userId: number;
  days: number[];
  hour: number;
  updatedAt: CreatedAt;
}

/** Migration 0024: a day her reminder went out (claimed before sending). */
interface ReminderSendTable {
  userId: number;
  onDate: ColumnType<string, string, string>;
  sentAt: CreatedAt;
}

interface PlatformConfigTable {
  id: Generated<number>;
  platform: string;
  data: Json<ConfigData>;
  updatedAt: UpdatedAt;
}

interface SitePageTable {
  key: string;
  data: Json<AboutData>;
  updatedAt: UpdatedAt;
}

export interface PlanTable {
  id: number;
  code: 'annual' | 'quarterly' | 'monthly';
  name: string;
  paymentProvider: PaymentProvider;
  currency: 'AUD';
  priceCents: number;
  interval: PlanInterval;
  intervalCount: number;
  trialDays: number;
  offLabel: string | null;
  sortOrder: number;
  /** The provider's price id (Stripe `price_...`), set when payments are configured. */
  providerPriceId: string | null;
  active: Generated<boolean>;
}

interface SubscriptionTable {
  id: Generated<number>;
  userId: number;
  planId: number | null;
  paymentProvider: PaymentProvider;
  status: SubscriptionStatus;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  trialEndsAt: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: Generated<boolean>;
  canceledAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Tables of migration 0002: the content catalog (the home page's section copy, programs, the experts who write, their articles). */
export type HomeSectionKey = 'hero' | 'programs' | 'plans' | 'articles' | 'authors';

export interface HomeSectionData extends RegionalCopy {
  title: string;
  description: string;
  belowDescription?: string;
  imageList?: ImageListEntry[];
}

interface HomeSectionTable {
  key: HomeSectionKey;
  data: Json<HomeSectionData>;
  updatedAt: UpdatedAt;
}

interface ProgramTable {
  id: number;
  slug: string;
  title: string;
  titleUk: string | null;
  titleUs: string | null;
  /** The narrow card's line. */
  summary: string;
  /** The wide card's text. */
  description: string;
  descriptionUk: string | null;
  descriptionUs: string | null;
  weeks: number;
  fitnessGoal: string;
  newRelease: boolean;
  /** landscape (4:3), portrait (3:4) and logo (4:1) image URLs. */
  images: Json<{ landscape: string; portrait: string; logo: string }>;
  sortOrder: number;
  /** Migration 0003: program metadata (SPEC section 3) and the schedule's summary. */
  gender: Generated<string>;
  level: string | null;
  workoutsPerWeek: number | null;
  equipment: Generated<string[]>;
}

export interface AuthorTable {
  id: number;
  internalName: string;
  authorName: string;
  shortName: string;
  authorTitle: string;
  authorDescription: string;
  tags: string[];
  url: string;
  images: Json<{ authorImage1x: string; authorImage2x: string; authorImage3x: string; authorImageHomePage: string }>;
  sortOrder: number;
}

interface ArticleTable {
  id: number;
  successType: string;
  title: string;
  titleUk: string | null;
  titleUs: string | null;
  urlPartial: string | null;
  summary: string;
  /** Paragraphs. */
  body: Json<string[]>;
  authorId: number;
  tags: string[];
  uploadedImageId: number;
  /**
   * Its image variants as { imageId: key, imageUrl } (a list, since the database layer would
   * rename keys such as landscape1x_4x3 inside a JSON object).
   */
  images: Json<ImageListEntry[]>;
  /** YYYY-MM-DD */
  publishedOn: ColumnType<string, string, string>;
  onHomePage: boolean;
}

/** Tables of migration 0003: the content catalog. */
type ContentType = 'routine' | 'article' | 'recipe';
type ContentKind = 'workout' | 'recipe' | 'tips' | 'meditation' | 'pregnancy' | 'blogs' | 'policy' | 'help';
type ListingKind = 'home' | 'gym' | 'meals' | 'snacks' | 'tips' | 'meditation' | 'pregnancy' | 'blogs' | 'policy' | 'help';
export type PregnancyPhase = 'trimester1' | 'trimester2' | 'trimester3' | 'postpartum';

interface CatalogStateTable {
  key: string;
  contentHash: string;
  itemCount: number;
  updatedAt: UpdatedAt;
}

export interface ContentItemTable {
  contentId: number;
  contentType: ContentType;
  kind: ContentKind;
  listings: ListingKind[];
  slug: string;
  title: string;
  titleUk: string | null;
  titleUs: string | null;
  urlPartial: string;
  summary: string;
  /** Minutes. */
  duration: number | null;
  durationBand: string | null;
  equipments: string[];
  targets: string[];
  tags: string[];
  pregnancyStage: PregnancyPhase | null;
  /** The artwork its images are drawn from (media collection "catalog"). */
  imageSubject: string;
  sortKey: number;
  /** Words beyond the titles and summary that a search should find it by (ingredients, targets...). */
  searchWords: string;
  /** Every regional title, for the trigram (typo-tolerant) match. */
  searchTitles: string;
  /** Generated by PostgreSQL from the titles, summary and search words (migration 0010). */
  searchVector: ColumnType<string | null, never, never>;
}

interface ExerciseTable {
  id: number;
  slug: string;
  name: string;
  kind: 'repetitions' | 'timed';
  defaultReps: number | null;
  defaultSeconds: number | null;
  equipment: string[];
  targets: string[];
  place: 'home' | 'gym' | 'both';
  impact: 'low' | 'high';
  position: string;
  safeTrimester1: boolean;
  safeTrimester2: boolean;
  safeTrimester3: boolean;
  safePostpartum: boolean;
  cues: Json<string[]>;
  imageSubject: string;
}

interface WorkoutTable {
  contentId: number;
  setType: 0 | 1;
  level: string;
  focus: string;
  format: string;
  linkedContentId: number | null;
  noLinkReason: string | null;
  groups: Json<unknown>;
}

interface WorkoutExerciseTable {
  workoutId: number;
  position: number;
  exerciseId: number;
}

interface ProgramWeekTable {
  programId: number;
  week: number;
  level: string;
  focus: string;
}

interface ProgramDayTable {
  programId: number;
  week: number;
  day: number;
  workoutId: number | null;
}

/** Nutrition per 100 g. */
interface FoodTable extends NutrientGrams {
  energyKj: number;
  /** The food's stable slug. */
  id: string;
  name: string;
  namePlural: string | null;
  category: string;
  density: number | null;
  source: string;
  /** The UK and US names where the wording differs from the default (AU) one. */
  nameUk: string | null;
  namePluralUk: string | null;
  nameUs: string | null;
  namePluralUs: string | null;
}

/** Nutrition per serve, computed from the ingredients. */
interface RecipeTable extends NutrientGrams {
  contentId: number;
  mealType: 'Breakfast' | 'Lunch' | 'Dinner' | 'Snack';
  serves: number;
  prepTime: number;
  cookTime: number;
  tagAbbreviations: string[];
  method: Json<string[]>;
  energyKj: number;
  calories: number;
}

interface RecipeIngredientTable {
  recipeId: number;
  position: number;
  foodId: string | null;
  category: string;
  contentType: 'normal' | 'energy' | 'meals' | 'heading';
  name: string;
  namePlural: string | null;
  quantity: number | null;
  unitType: number;
  grams: number | null;
  /** Its food's UK and US names, where they differ (taken from foods when the catalog is written). */
  nameUk: string | null;
  namePluralUk: string | null;
  nameUs: string | null;
  namePluralUs: string | null;
}

interface CatalogArticleTable {
  contentId: number;
  authorId: number | null;
  bodyHtml: string;
  readMinutes: number;
  publishedOn: ColumnType<string, string, string>;
  durationSeconds: number | null;
  script: Json<{ atSecond: number; text: string }[] | null>;
  homeArticleId: number | null;
}

interface HelpCategoryTable {
  id: number;
  name: string;
  description: string;
  position: number;
  data: Json<Record<string, unknown>>;
}

interface HelpSectionTable extends HelpCategoryTable {
  categoryId: number;
}

interface HelpArticleTable {
  id: number;
  sectionId: number;
  contentId: number | null;
  title: string;
  position: number;
  data: Json<Record<string, unknown>>;
}

interface FavouriteTable {
  userId: number;
  contentId: number;
  createdAt: CreatedAt;
}

interface CompletionTable {
  userId: number;
  contentId: number;
  setType: 0 | 1 | null;
  isPlanner: boolean;
  selectedDate: ColumnType<string | null, string | null, string | null>;
  isLeftOver: boolean;
  isGoingOut: boolean;
  isPolicy: boolean;
  title: string | null;
  completedOn: ColumnType<string, string, string>;
  completedAt: CreatedAt;
}

export type HistoryAction = 'completed' | 'favourited' | 'unfavourited' | 'program-started' | 'program-left' | 'program-workout';

interface HistoryTable {
  id: Generated<number>;
  userId: number;
  contentId: number;
  action: HistoryAction;
  onDate: ColumnType<string, string, string>;
  at: CreatedAt;
}

export type TrainedSource = 'program' | 'planner' | 'library';

/** A workout she trained on a day (migration 0019): once a day, with the player's session when it sent one. */
interface TrainedWorkoutTable {
  id: Generated<number>;
  userId: number;
  contentId: number;
  onDate: ColumnType<string, string, string>;
  source: TrainedSource;
  startedAt: Date | null;
  finishedAt: Date | null;
  setsDone: number | null;
  setsTotal: number | null;
  createdAt: CreatedAt;
}

/** Her calendar link (migration 0022): the SHA-256 of its secret, one a member. */
interface CalendarFeedTable {
  userId: number;
  secretHash: string;
  createdAt: ColumnType<Date, Date | undefined, Date>;
}

/** Migration 0020: her body measurements, each figure with the unit she entered it in (null: not measured that time). */
interface BodyMeasurementTable {
  id: Generated<number>;
  userId: number;
  measuredAt: CreatedAt;
  weightValue: number | null;
  weightUnit: WeightUnit | null;
  waistValue: number | null;
  waistUnit: LengthUnit | null;
  hipsValue: number | null;
  hipsUnit: LengthUnit | null;
  chestValue: number | null;
  chestUnit: LengthUnit | null;
}

interface ProgramEnrolmentTable {
  userId: number;
  programId: number;
  /** Migration 0018: paused while it does not suit her pregnancy stage, until she chooses. */
  status: 'in-progress' | 'paused' | 'left' | 'completed';
  /** A stage's program, and a resumed one, start again from now (at start_week). */
  startedAt: ColumnType<Date, Date | undefined, Date>;
  updatedAt: UpdatedAt;
  /** Migration 0018: the program week started_at counts from (her week: start_week + weeks since). */
  startWeek: Generated<number>;
  /** Migration 0018: the week it was paused at, where it resumes. */
  pausedWeek: number | null;
  /** Migration 0018: the stage she chose to keep it in, knowing it is not written for it. */
  keptForStage: PregnancyPhase | null;
}

/** Migration 0018: her last change of pregnancy stage and what it changed, until she dismisses it. */
interface StageNoticeTable {
  userId: number;
  fromStage: PregnancyPhase | null;
  toStage: PregnancyPhase | null;
  onDate: ColumnType<string, string, string>;
  /** The programs it paused and resumed. */
  paused: number[];
  resumed: number[];
  /** The planned workouts it replaced. */
  replaced: Json<{ date: string; contentId: number }[]>;
  dismissedAt: Date | null;
  createdAt: CreatedAt;
}

interface CourseProgressTable {
  userId: number;
  programId: number;
  week: number;
  day: number;
  workoutId: number;
  setType: 0 | 1;
  completedAt: CreatedAt;
}

/** Tables of migration 0004: payments bookkeeping. */
interface PaymentEventTable {
  eventId: string;
  provider: CardProviderName;
  type: string;
  processedAt: CreatedAt;
}

interface LocalCheckoutSessionTable {
  id: string;
  userId: number;
  planId: number;
  successUrl: string;
  cancelUrl: string;
  completedAt: Date | null;
  createdAt: CreatedAt;
}

interface TrialReminderTable {
  subscriptionId: number;
  trialEndsAt: Date;
  sentAt: CreatedAt;
}

/** Tables of migration 0007: the shopping list. */
interface ShoppingListTable {
  id: Generated<number>;
  userId: number;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

interface ShoppingListMealTable {
  listId: number;
  activityId: string;
  position: number;
  recipeId: number;
  name: string;
  serves: number;
  servings: number;
}

interface ShoppingListLineTable {
  listId: number;
  lineKey: string;
  position: number;
  foodId: string;
  name: string;
  namePlural: string;
  category: string;
  gramsPerMillilitre: number | null;
  ticked: boolean;
}

interface ShoppingListShareTable {
  listId: number;
  lineKey: string;
  position: number;
  mealId: string;
  recipeId: number;
  recipeName: string;
  quantity: number;
  unitType: number;
}

interface ShoppingListOperationTable {
  listId: number;
  operationId: string;
  appliedAt: CreatedAt;
}

/** Tables of migration 0005: the weekly planner. */
export type PlannerSlot = 'workout' | 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'article';

interface PlannerWeekTable {
  userId: number;
  weekStart: ColumnType<string, string, string>;
  programId: number | null;
  programWeek: number | null;
  mealId: number | null;
  fitnessId: number | null;
  plannedAt: CreatedAt;
  /** Migration 0011: moved by triggers on every write of the week's planner_items (int8: read as text). */
  revision: ColumnType<string, never, never>;
}

interface PlannerItemTable {
  id: Generated<number>;
  userId: number;
  weekStart: ColumnType<string, string, string>;
  onDate: ColumnType<string, string, string>;
  slot: PlannerSlot;
  originalContentId: number;
  contentId: number | null;
  isLeftOver: Generated<boolean>;
  isGoingOut: Generated<boolean>;
  completedAt: Date | null;
  /** Migration 0012: a meal's planned servings (how many she cooked for then); null: the recipe's own serves. */
  servings: number | null;
}

/** Table of migration 0006: the workout logbook. */
export interface LogbookEntryTable {
  id: Generated<number>;
  userId: number;
  routineId: number;
  exerciseId: number;
  /** As entered: [{ reps, weight: { value, unit } }]. */
  sets: Json<LogSetInput[]>;
  loggedAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** Secrets the server generated itself (lib/server-secret.ts): one row per name, written once. */
interface ServerSecretTable {
  name: string;
  value: string;
  createdAt: CreatedAt;
}

/** Migration 0014: every distinct word a search can match, per scope (a listing, or 'help-centre'). */
interface SearchWordTable {
  scope: string;
  word: string;
  /** Its English stem ("runnings" and "running" share "run"). */
  stem: string;
  /** How many documents of the scope hold it. */
  documents: number;
}

/** One device's reports of one remote version, outcome and load-time bucket in one minute (migration 0015). */
interface RemoteLoadCountTable {
  /** Minutes since the epoch. */
  minute: number;
  remote: string;
  version: string;
  /** The device id, hashed. */
  device: string;
  /** The address it came from, hashed. */
  source: string;
  outcome: string;
  /** Upper bound of the load-time bucket of a loaded report; 0 for the others. */
  loadBucketMs: Generated<number>;
  reports: number;
}

/** The registry's version stamp: one row, moved by every change. */
interface RegistryStateTable {
  id: Generated<boolean>;
  stamp: number;
  updatedAt: Date;
}

interface RegistryRemoteTable {
  remote: string;
  active: string | null;
  entry: string | null;
  canary: Json<RegistryCanary> | null;
}

interface RegistryVersionTable {
  remote: string;
  version: string;
  deployedAt: Date;
  manifestUrl: string;
}

interface RegistryHistoryTable {
  id: Generated<number>;
  remote: string;
  action: string;
  version: string;
  fromVersion: string | null;
  at: Date;
  by: string | null;
  reason: string | null;
}

/** A link that sets a remote override cookie: an operator's one-time link, or a preview's (migration 0016). */
interface RemoteOverrideLinkTable {
  tokenHash: string;
  remote: string;
  version: string;
  kind: 'operator' | 'preview';
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  /** Set when an operator revokes the link: it no longer opens, and its cookies are no longer honoured. */
  revokedAt: Date | null;
  revokedBy: string | null;
}

export interface Database {
  remoteOverrideLinks: RemoteOverrideLinkTable;
  remoteLoadCounts: RemoteLoadCountTable;
  registryState: RegistryStateTable;
  registryRemotes: RegistryRemoteTable;
  registryVersions: RegistryVersionTable;
  registryHistory: RegistryHistoryTable;
  regions: RegionTable;
  genders: LookupTable;
  fitnessChoices: LookupTable;
  mealChoices: LookupTable;
  users: UserTable;
  sessions: SessionTable;
  refreshTokens: RefreshTokenTable;
  emailOtps: EmailOtpTable;
  passwordResets: PasswordResetTable;
  outbox: OutboxTable;
  platformConfigs: PlatformConfigTable;
  sitePages: SitePageTable;
  plans: PlanTable;
  subscriptions: SubscriptionTable;
  homeSections: HomeSectionTable;
  programs: ProgramTable;
  authors: AuthorTable;
  articles: ArticleTable;
  catalogState: CatalogStateTable;
  serverSecrets: ServerSecretTable;
  contentItems: ContentItemTable;
  exercises: ExerciseTable;
  workouts: WorkoutTable;
  workoutExercises: WorkoutExerciseTable;
  programWeeks: ProgramWeekTable;
  programDays: ProgramDayTable;
  foods: FoodTable;
  recipes: RecipeTable;
  recipeIngredients: RecipeIngredientTable;
  catalogArticles: CatalogArticleTable;
  helpCategories: HelpCategoryTable;
  helpSections: HelpSectionTable;
  helpArticles: HelpArticleTable;
  searchWords: SearchWordTable;
  favourites: FavouriteTable;
  completions: CompletionTable;
  history: HistoryTable;
  trainedWorkouts: TrainedWorkoutTable;
  calendarFeeds: CalendarFeedTable;
  workoutReminders: WorkoutReminderTable;
  reminderSends: ReminderSendTable;
  programEnrolments: ProgramEnrolmentTable;
  stageNotices: StageNoticeTable;
  courseProgress: CourseProgressTable;
  paymentEvents: PaymentEventTable;
  localCheckoutSessions: LocalCheckoutSessionTable;
  trialReminders: TrialReminderTable;
  shoppingLists: ShoppingListTable;
  shoppingListMeals: ShoppingListMealTable;
  shoppingListLines: ShoppingListLineTable;
  shoppingListShares: ShoppingListShareTable;
  shoppingListOperations: ShoppingListOperationTable;
  plannerWeeks: PlannerWeekTable;
  plannerItems: PlannerItemTable;
  logbookEntries: LogbookEntryTable;
  bodyMeasurements: BodyMeasurementTable;
}

export type User = Selectable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Session = Selectable<SessionTable>;
export type Plan = Selectable<PlanTable>;
export type Subscription = Selectable<SubscriptionTable>;
export type OutboxMessage = Selectable<OutboxTable>;
