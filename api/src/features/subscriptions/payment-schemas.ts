import { Type, type Static } from 'typebox';
import type { CardProviderData, CheckoutSessionData, CheckoutSessionRequest, WebhookData } from '@app/shared/api-contract/subscription-service';
import { StrictObject, type Same } from '../../lib/schemas.ts';

export const CardProviderSchema = Type.Object({
  provider: Type.Enum(['local', 'stripe']),
  manageCardUrl: Type.Union([Type.String(), Type.Null()]),
});

export const CheckoutSessionRequestSchema = StrictObject({ planId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const CheckoutSessionSchema = Type.Object({ url: Type.String(), checkoutId: Type.String() });

export const WebhookSchema = Type.Object({ received: Type.Literal(true), applied: Type.Boolean() });

/** The local checkout's form: a test card number (digits and spaces). */
export const LocalCardSchema = StrictObject({ cardNumber: Type.String({ minLength: 1, maxLength: 32, pattern: '^[0-9 ]+$' }) });

export const LocalCheckoutParamsSchema = StrictObject({ checkoutId: Type.String({ minLength: 1, maxLength: 64, pattern: '^local_cs_[A-Za-z0-9_-]+$' }) });

const _contractChecks: [
  Same<Static<typeof CardProviderSchema>, CardProviderData>,
  Same<Static<typeof CheckoutSessionRequestSchema>, CheckoutSessionRequest>,
  Same<Static<typeof CheckoutSessionSchema>, CheckoutSessionData>,
  Same<Static<typeof WebhookSchema>, WebhookData>,
] = [true, true, true, true];
