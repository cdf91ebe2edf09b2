import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ConfigData, AboutData } from '@app/shared/api-contract/platform';
import type { PaymentProvider, PlanInterval, SubscriptionStatus } from '@app/shared/api-contract/subscription-service';
import type { DeviceType, WeightUnit } from '@app/shared/api-contract/user-service';

/** Columns in camelCase here, snake_case in SQL (Kysely's CamelCasePlugin maps them). */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export interface LookupTable {
  id: number;
  name: string;
  sortOrder: number;
}

export interface RegionTable {
  id: number;
  code: string;
  name: string;
}

export interface UserTable {
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
  profileCompleted: Generated<boolean>;
  /** Last IANA timezone the member's browser reported. */
  timezone: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** One signed-in device: a family of refresh tokens. Revoking it ends every token of the family. */
export interface SessionTable {
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

export interface RefreshTokenTable {
  id: Generated<number>;
  sessionId: string;
  /** SHA-256 of the opaque token; the token itself is never stored. */
  tokenHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  /** Set when it is exchanged; presenting it again revokes the session. */
  usedAt: Date | null;
}

export interface EmailOtpTable {
  id: Generated<number>;
  userId: number;
  /** HMAC-SHA256 of the code, keyed by the server secret. */
  codeHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  attempts: Generated<number>;
  consumedAt: Date | null;
}

export interface PasswordResetTable {
  id: Generated<number>;
  userId: number;
  tokenHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: CreatedAt;
}

export interface PlatformConfigTable {
  id: Generated<number>;
  platform: string;
  data: ColumnType<ConfigData, string, string>;
  updatedAt: UpdatedAt;
}

export interface SitePageTable {
  key: string;
  data: ColumnType<AboutData, string, string>;
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

export interface SubscriptionTable {
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

export interface Database {
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
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Session = Selectable<SessionTable>;
export type Plan = Selectable<PlanTable>;
export type Subscription = Selectable<SubscriptionTable>;
export type OutboxMessage = Selectable<OutboxTable>;
