import { Type, type Static } from 'typebox';
import type { Plan, PlansQuery, UserSubscriptionData } from '@app/shared/api-contract/subscription-service';
import { StrictObject, type Same } from '../../lib/schemas.ts';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const Provider = Type.Enum(['STRIPE', 'GOOGLE', 'APPLE']);

export const PlanSchema = Type.Object({
  id: Type.Integer(),
  code: Type.Enum(['annual', 'quarterly', 'monthly']),
  name: Type.String(),
  paymentProvider: Provider,
  currency: Type.Literal('AUD'),
  priceCents: Type.Integer(),
  interval: Type.Enum(['month', 'year']),
  intervalCount: Type.Integer(),
  monthlyEquivalentCents: Type.Integer(),
  trialDays: Type.Integer(),
  primaryValue: Type.String(),
  secondaryValue: Type.String(),
  offValue: NullableString,
  sortOrder: Type.Integer(),
});

export const PlansQuerySchema = StrictObject({ paymentProvider: Provider });

export const UserSubscriptionSchema = Type.Object({
  status: Type.Enum(['active', 'trial', 'canceled', 'inactive']),
  planId: Type.Union([Type.Integer(), Type.Null()]),
  paymentProvider: Type.Union([Provider, Type.Null()]),
  trialEndsAt: NullableString,
  trialDaysLeft: Type.Union([Type.Integer(), Type.Null()]),
  currentPeriodEnd: NullableString,
  cancelAtPeriodEnd: Type.Boolean(),
  canceledAt: NullableString,
});

const _contractChecks: [
  Same<Static<typeof PlanSchema>, Plan>,
  Same<Static<typeof PlansQuerySchema>, PlansQuery>,
  Same<Static<typeof UserSubscriptionSchema>, UserSubscriptionData>,
] = [true, true, true];
