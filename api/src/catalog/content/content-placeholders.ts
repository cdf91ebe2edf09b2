import { SUBSCRIPTION_LABELS, SUCCESS_MESSAGES } from '@app/shared/messages';
import {
  CANCEL_ANYTIME,
  FREE_TRIAL_DAYS,
  HOME_PLANS,
  TRIAL_REMINDER_DAYS,
  formatDollars,
  planDisplay,
  trialDaysText,
  type PlanPrice,
} from '@app/shared/plans/plan-display';
import { PLANNER_BACK_LIMIT_DAYS } from '@app/shared/planner/calendar';
import { PAGE_TITLES, SETTING_PAGES } from '@app/shared/routes';
import { KG_PER_LB, WEIGHT_DECIMALS } from '@app/shared/units/weight';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared/validation';
import { VALIDATION_MESSAGES } from '@app/shared/validation/messages';
import { PASSWORD_RESET_TTL_MINUTES } from '../../features/auth/password-reset-service.ts';
import { KINDRED_COMPANY, PRIVACY_EMAIL, PRIVACY_RESPONSE_DAYS, SUPPORT_EMAIL } from '../../features/help-center/kindred-contact.ts';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '../../features/users/otp-service.ts';

/**
 * What a content file may write as {{NAME}} (or {{NAME | lower}}) rather than spell out: the
 * product's own numbers, labels and prices, taken from where the app takes them, so a policy or a
 * help article cannot drift from what the app shows or does. A writer keeps the braces; the loader
 * fills them in before the Markdown is rendered, and names the file and line of a name not listed.
 * (Twenty lines rather than a template engine: the only syntax is a name and one filter, and a
 * Mustache-like engine would bring sections, partials and HTML escaping the files must not use.)
 */

/** "**Annual:** $119.99 AUD billed once a year (works out at $10/mo, 50% OFF)." */
function planLine(plan: PlanPrice): string {
  const display = planDisplay(plan);
  const period = plan.interval === 'year' ? 'once a year' : plan.intervalCount === 1 ? 'every month' : `every ${plan.intervalCount} months`;
  const perMonth =
    plan.interval === 'month' && plan.intervalCount === 1
      ? ''
      : ` (works out at ${display.primaryValue}${display.offValue ? `, ${display.offValue}` : ''})`;
  return `**${plan.name}:** ${formatDollars(plan.priceCents)} AUD billed ${period}${perMonth}.`;
}

const prefixed = (prefix: string, values: Readonly<Record<string, string>>) =>
  Object.entries(values).map(([key, value]) => [`${prefix}.${key}`, value] as const);

export const CONTENT_VALUES: ReadonlyMap<string, string> = new Map<string, string>([
  ['FREE_TRIAL_DAYS', String(FREE_TRIAL_DAYS)],
  ['TRIAL_DAYS_TEXT', trialDaysText(FREE_TRIAL_DAYS)],
  ['TRIAL_REMINDER_DAYS', String(TRIAL_REMINDER_DAYS)],
  ['CANCEL_ANYTIME', CANCEL_ANYTIME],
  /** Every home plan's price, one list item each: on a line of its own. */
  ['PLAN_LIST', HOME_PLANS.map((plan) => `- ${planLine(plan)}`).join('\n')],
  ['KINDRED_COMPANY', KINDRED_COMPANY],
  ['SUPPORT_EMAIL', SUPPORT_EMAIL],
  ['PRIVACY_EMAIL', PRIVACY_EMAIL],
  ['PRIVACY_RESPONSE_DAYS', String(PRIVACY_RESPONSE_DAYS)],
  ['OTP_LENGTH', String(OTP_LENGTH)],
  ['OTP_TTL_MINUTES', String(OTP_TTL_MINUTES)],
  ['OTP_MAX_ATTEMPTS', String(OTP_MAX_ATTEMPTS)],
  ['PASSWORD_RESET_TTL_MINUTES', String(PASSWORD_RESET_TTL_MINUTES)],
  ['PASSWORD_MIN_LENGTH', String(PASSWORD_MIN_LENGTH)],
  ['PASSWORD_MAX_LENGTH', String(PASSWORD_MAX_LENGTH)],
  ['PLANNER_BACK_LIMIT_DAYS', String(PLANNER_BACK_LIMIT_DAYS)],
  ['KG_PER_LB', String(KG_PER_LB)],
  ['WEIGHT_DECIMALS', String(WEIGHT_DECIMALS)],
  ...prefixed('VALIDATION_MESSAGES', VALIDATION_MESSAGES),
  ...prefixed('SUCCESS_MESSAGES', SUCCESS_MESSAGES),
  ...prefixed('SUBSCRIPTION_LABELS', SUBSCRIPTION_LABELS),
  ...prefixed('PAGE_TITLES', PAGE_TITLES),
  ...prefixed('SETTING_PAGES', SETTING_PAGES),
]);

const FILTERS: Readonly<Record<string, (value: string) => string>> = { lower: (value) => value.toLowerCase() };

const PLACEHOLDER = /\{\{\s*([A-Za-z_][\w.]*)\s*(?:\|\s*(\w+)\s*)?\}\}/g;

/**
 * The text with every {{NAME}} filled in from `values` (CONTENT_VALUES and the file's own, such as
 * LAST_UPDATED). Problems name each unknown name or filter with its 1-based line in `text`.
 */
export function fillPlaceholders(
  text: string,
  values: ReadonlyMap<string, string>,
): { text: string; problems: { line: number; message: string }[] } {
  const problems: { line: number; message: string }[] = [];
  const filled = text.replace(PLACEHOLDER, (match, name: string, filter: string | undefined, offset: number) => {
    const line = text.slice(0, offset).split('\n').length;
    const value = values.get(name);
    if (value === undefined) {
      problems.push({
        line,
        message: `unknown placeholder {{${name}}} (known: ${[...values.keys()].filter((key) => !key.includes('.')).join(', ')}, and the keys of VALIDATION_MESSAGES, SUCCESS_MESSAGES, SUBSCRIPTION_LABELS, PAGE_TITLES, SETTING_PAGES)`,
      });
      return match;
    }
    if (filter === undefined) return value;
    const apply = FILTERS[filter];
    if (!apply) {
      problems.push({ line, message: `unknown filter "${filter}" in ${match} (known: ${Object.keys(FILTERS).join(', ')})` });
      return match;
    }
    return apply(value);
  });
  return { text: filled, problems };
}
