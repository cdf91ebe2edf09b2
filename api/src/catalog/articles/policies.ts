import { fullDate } from '@app/shared/dates';
import { POLICY_PAGES } from '@app/shared/routes';
import { CANCEL_ANYTIME, FREE_TRIAL_DAYS, HOME_PLANS, formatDollars, planDisplay, trialDaysText, type PlanPrice } from '@app/shared/plans/plan-display';
import { h2, h3, p, ul, type Block } from './article-html.ts';
import { buildSeries, type ArticleDraft } from './article-builder.ts';
import { KINDRED_COMPANY, PRIVACY_EMAIL, PRIVACY_RESPONSE_DAYS, SUPPORT_EMAIL, TRIAL_REMINDER_DAYS } from './kindred-contact.ts';
import type { Article } from './types.ts';

/**
 * The three policies the footer links to (SPEC 2: their links carry isPolicy=true): privacy
 * policy, terms and conditions, and billing terms. Prices and the trial come from shared/plans,
 * so the text can never disagree with the plan picker.
 */
export const POLICIES_UPDATED_ON = '2026-11-01';

/** "Annual: $119.99 AUD billed once a year (works out at $10/mo, 50% OFF)". */
export function planLine(plan: PlanPrice): string {
  const display = planDisplay(plan);
  const period = plan.interval === 'year' ? 'once a year' : plan.intervalCount === 1 ? 'every month' : `every ${plan.intervalCount} months`;
  const perMonth = plan.interval === 'month' && plan.intervalCount === 1 ? '' : ` (works out at ${display.primaryValue}${display.offValue ? `, ${display.offValue}` : ''})`;
  return `**${plan.name}:** ${formatDollars(plan.priceCents)} AUD billed ${period}${perMonth}.`;
}

const updated = p(`Last updated: ${fullDate(POLICIES_UPDATED_ON)}.`);

const PRIVACY: Block[] = [
  updated,
  p(`This policy explains what personal information ${KINDRED_COMPANY} (“Kindred”, “we”, “us”) collects when you use the Kindred website and app, why we collect it, who we share it with and the choices you have. It applies to members and visitors in Australia, the United Kingdom and the United States.`),
  h2('The short version'),
  ul(
    'We collect what we need to run your account, your plan and your subscription, and nothing more.',
    'We do not sell your personal information and we do not show third-party advertising in the app.',
    'Card details are handled by our payment provider (or Apple or Google). We never see or store your full card number.',
    `You can ask to see, correct or delete your information at any time by emailing ${PRIVACY_EMAIL}.`,
  ),
  h2('What we collect'),
  h3('Information you give us'),
  ul(
    '**Account details:** your name, email address and password. We store your password only as a secure one-way hash.',
    '**Preferences:** the choices you make during onboarding and in settings, such as your gender, fitness goals, meal choices, your region and whether you log weights in kg or lb.',
    '**What you do in Kindred:** your planner and swaps, workouts and meals you mark complete, favourites, program progress, logbook entries (sets, reps and weights) and your shopping lists.',
    '**Messages:** anything you send us when you contact support.',
  ),
  p('Some of this information, such as your fitness choices, logbook entries or choosing pregnancy content, may reveal something about your health. We treat it as sensitive: we use it only to provide the service to you, and we never use it for advertising.'),
  h3('Information collected automatically'),
  ul(
    '**Device information:** a random device identifier created by the app, the type of device (mobile, tablet or desktop), its name and your browser’s user agent, so you can see and sign out of your sessions and so we can keep accounts secure.',
    '**Time zone:** your browser sends its time zone so that “today” in your planner is your today.',
    '**Logs:** when our servers receive a request they record the time, the address it came from and whether it succeeded. We keep these logs for security and troubleshooting.',
  ),
  h3('Information from others'),
  ul(
    '**Payments:** our payment provider tells us whether your trial or subscription is active and when it renews. If you subscribe through Apple or Google, they tell us the status of your subscription.',
  ),
  h2('Storage on your device'),
  p('The app keeps a few items in your browser’s local storage so it works when you come back: your sign-in tokens, your region, your device identifier, your shopping list and the planner date you last looked at. Signing out clears your account information from the browser. We do not use advertising cookies or cross-site tracking.'),
  h2('How we use your information'),
  ul(
    'To create and secure your account, including sending sign-in codes and password reset links.',
    'To build your weekly plan, shopping list and program progress, and to remember your favourites and history.',
    `To run your subscription: start your ${FREE_TRIAL_DAYS}-day free trial, remind you ${TRIAL_REMINDER_DAYS} days before it ends, take payments and send receipts.`,
    'To answer your questions and fix problems you report.',
    'To keep Kindred safe, including limiting repeated failed sign-in attempts and investigating misuse.',
    'To understand, in aggregate, which features and content are used, so we can improve them.',
  ),
  p('In the UK, our legal bases are performing our contract with you (running your account and subscription), our legitimate interests (security and improving the service), your consent (where we ask for it) and legal obligations (such as keeping tax records). Where information may reveal something about your health, we rely on your explicit consent, which you give when you choose those preferences and can withdraw at any time.'),
  h2('Who we share it with'),
  p('We share personal information only with service providers who help us run Kindred, under contracts that require them to protect it and use it only for us:'),
  ul(
    '**Hosting and databases:** to store your account and content.',
    '**Email delivery:** to send sign-in codes, reset links, trial reminders and receipts.',
    '**Payments:** our card payment provider, or Apple or Google if you subscribe through their stores.',
    '**Help desk:** if you contact support, to manage your request.',
  ),
  p('We may also disclose information if the law requires it, to protect someone’s safety, or as part of a sale or merger of our business, in which case this policy would continue to apply to your information. We do not sell or rent personal information, and we do not share it for cross-context behavioural advertising.'),
  h2('Where your information is stored'),
  p('Kindred is run from Australia. Some of our service providers store or process information in other countries, including the United States and countries in Europe. When information leaves your country, we take steps required by law to protect it, such as contractual commitments and, for UK members, the UK International Data Transfer Agreement or an equivalent safeguard.'),
  h2('How long we keep it'),
  ul(
    '**Your account and activity:** for as long as your account is open.',
    `**After you delete your account:** we delete or anonymise your information within ${PRIVACY_RESPONSE_DAYS} days. Copies in encrypted backups are overwritten within a further 35 days.`,
    '**Billing records:** for as long as tax and accounting laws require, generally five to seven years.',
    '**Server logs:** up to 90 days, unless needed to investigate a security issue.',
  ),
  h2('Your rights'),
  h3('Everyone'),
  p(`You can ask us for a copy of your personal information, ask us to correct it or ask us to delete it. Email ${PRIVACY_EMAIL} from the address on your account. We will reply within ${PRIVACY_RESPONSE_DAYS} days and may need to confirm your identity first.`),
  h3('Australia'),
  p('We handle personal information in line with the Privacy Act 1988 and the Australian Privacy Principles. If you are not happy with how we handled a complaint, you can contact the Office of the Australian Information Commissioner (OAIC).'),
  h3('United Kingdom'),
  p('Under the UK GDPR you also have the right to restrict or object to certain uses of your information, to receive it in a portable format and to withdraw consent at any time. You can complain to the Information Commissioner’s Office (ICO), although we would appreciate the chance to help first.'),
  h3('United States'),
  p('Depending on your state, such as California, you may have the right to know what we collect, to access, correct and delete it, and to opt out of its sale or sharing. We do not sell or share personal information as those laws define it. We will not treat you differently for using your rights. You can use an authorised agent, whose authority we will verify.'),
  h2('Security'),
  p('We protect your information with encryption in transit, hashed passwords, short-lived sign-in tokens, limits on repeated sign-in attempts and access controls for our staff. No system is perfectly secure, so please use a strong password that you do not use elsewhere, and tell us straight away if you think your account has been accessed by someone else.'),
  h2('Children'),
  p('Kindred is for adults. You must be 18 or older to create an account. If you believe a child has given us personal information, contact us and we will delete it.'),
  h2('Changes to this policy'),
  p('If we make an important change, we will tell you by email or in the app before it takes effect. The date at the top shows when this policy last changed.'),
  h2('Contact us'),
  p(`Email ${PRIVACY_EMAIL} for anything about your privacy, or ${SUPPORT_EMAIL} for anything else. ${KINDRED_COMPANY}, Sydney, Australia.`),
];

const TERMS: Block[] = [
  updated,
  p(`These terms are an agreement between you and ${KINDRED_COMPANY} (“Kindred”, “we”, “us”) about your use of the Kindred website and app. By creating an account or using Kindred you agree to them. Our Billing terms and Privacy policy form part of this agreement. Please read them together.`),
  h2('1. What Kindred is'),
  p('Kindred is a subscription service for women offering at-home and in-gym workouts, multi-week programs, recipes and meal plans, a weekly planner, a shopping list, a workout logbook, tips, meditations, pregnancy and postpartum content and articles. Some content is open to visitors; most requires a subscription or a free trial.'),
  h2('2. Health and safety'),
  p('Kindred gives general fitness, nutrition and wellbeing information. It is not medical advice and does not replace advice from your doctor, midwife, physiotherapist, dietitian or other health professional who knows your situation.'),
  ul(
    'Check with your doctor before starting a new exercise or eating plan, especially if you have a health condition, an injury, are pregnant, have recently given birth or are taking medication.',
    'Pregnancy and postnatal content is written for uncomplicated pregnancies and recoveries. Follow your midwife’s or doctor’s advice where it differs.',
    'Stop exercising and seek advice if you feel pain, dizziness, chest pain, unusual shortness of breath or, in pregnancy, any bleeding, fluid loss or contractions.',
    'Recipes list their ingredients, but we cannot guarantee that any food is free of allergens. Check labels if you have an allergy or intolerance.',
  ),
  p('You are responsible for choosing workouts and foods that suit your fitness, health and any allergies, and for using equipment safely.'),
  h2('3. Your account'),
  ul(
    'You must be 18 or older and give accurate details when you sign up.',
    'Keep your password private and do not share your account. You are responsible for activity on it.',
    'Tell us straight away if you think someone else has accessed your account.',
  ),
  h2('4. Subscriptions and the free trial'),
  p(`All plans start with a ${FREE_TRIAL_DAYS}-day free trial, renew automatically until you cancel, and can be cancelled at any time. If you cancel before your trial ends, you are not charged. Prices, payment, renewals, cancellation and refunds are explained in our Billing terms.`),
  h2('5. Using Kindred fairly'),
  p('You may use Kindred for your own personal, non-commercial use. You must not:'),
  ul(
    'Copy, download in bulk, resell or publish our workouts, recipes, articles, images or meditations, or use them to run classes or a competing service.',
    'Use automated tools to access Kindred, or try to get around its security, subscription checks or usage limits.',
    'Interfere with Kindred or other members’ use of it, or use it for anything unlawful.',
  ),
  h2('6. Our content'),
  p('All content in Kindred, including text, recipes, workouts, images, audio, scripts and software, is owned by us or our licensors and protected by copyright and other laws. Your subscription gives you a personal, non-transferable licence to use it while your account is active.'),
  h2('7. Your content'),
  p('Your logbook entries, shopping lists and planner choices belong to you. You give us permission to store and process them only to provide Kindred to you, as described in our Privacy policy.'),
  h2('8. Community and other services'),
  p('Kindred links to a community group run on a third-party platform and to the Apple and Google stores. Those services have their own terms and privacy policies, and we are not responsible for them.'),
  h2('9. Changes to Kindred and these terms'),
  p('We add, update and retire content and features over time. If we change these terms in a way that matters, we will tell you at least 30 days before the change takes effect. If you do not agree, you can cancel before then.'),
  h2('10. Ending your account'),
  p('You can cancel your subscription or ask us to delete your account at any time. We may suspend or close an account that seriously or repeatedly breaks these terms, and we will tell you why unless the law prevents us.'),
  h2('11. Our responsibility to you'),
  p('Nothing in these terms limits rights you have under consumer law that cannot be excluded, including the consumer guarantees under the Australian Consumer Law and your statutory rights in the United Kingdom. Within what the law allows:'),
  ul(
    'We provide Kindred with reasonable care and skill, but we do not promise it will always be available or free of errors.',
    'We are not liable for losses that were not reasonably foreseeable, or for losses caused by not following the safety guidance in section 2.',
    'Where our liability for a service can be limited, it is limited to supplying the service again or refunding what you paid for the affected period.',
  ),
  h2('12. Disputes'),
  p(`Please contact us first at ${SUPPORT_EMAIL}: most problems are solved quickly. These terms are governed by the laws of New South Wales, Australia. If you live in the United Kingdom or the United States, you also keep the protection of the mandatory laws of where you live and can bring a claim in your local courts.`),
  h2('13. Contact'),
  p(`${KINDRED_COMPANY}, Sydney, Australia. Email ${SUPPORT_EMAIL}.`),
];

const BILLING: Block[] = [
  updated,
  p(`These billing terms explain how paying for Kindred works: the free trial, prices, renewals, cancelling and refunds. They form part of our Terms and conditions.`),
  h2('Your free trial'),
  ul(
    `Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial. ${trialDaysText(FREE_TRIAL_DAYS)}.`,
    'You add a payment method when you start the trial, but you are not charged during it.',
    `We email you ${TRIAL_REMINDER_DAYS} days before your trial ends, with a link to cancel, so you are never charged by surprise.`,
    'If you cancel before your trial ends, you are not charged at all.',
    'If you do not cancel, your plan starts when the trial ends and you are charged its price that day.',
    'Free trials are for new members: one trial per person.',
  ),
  h2('Plans and prices'),
  ul(...HOME_PLANS.map(planLine)),
  p('Prices are in Australian dollars and include GST. If your card is in another currency, your bank converts the amount and may charge a conversion fee. The plan picker always shows the current price before you confirm.'),
  h2('Automatic renewal'),
  p('Your subscription renews automatically at the end of each billing period, at the price of your plan, until you cancel. We charge the payment method you gave us on the renewal date and email a receipt.'),
  h2('Cancelling'),
  ul(
    `${CANCEL_ANYTIME} You can cancel from the Subscription page in the app.`,
    'When you cancel, you keep access until the end of your trial or the period you have already paid for. After that, you are not charged again.',
    'Changed your mind? You can undo a cancellation from the same page any time before that date, and your subscription carries on as before.',
    'If you subscribed through Apple or Google, cancel in your App Store or Google Play subscriptions. We cannot cancel store subscriptions for you.',
  ),
  h2('Refunds'),
  p('Because you can try Kindred free and cancel before paying, we do not give refunds for partly used billing periods, except where the law requires it. This does not affect your rights under the Australian Consumer Law or UK consumer law, for example if the service has a major problem.'),
  p(`If you are in the United Kingdom, you have a legal right to cancel within 14 days of subscribing. Your free trial covers that time, so cancelling during the trial means you pay nothing. If you believe you were charged in error, email ${SUPPORT_EMAIL} within 30 days and we will look into it. Store purchases are refunded by Apple or Google under their own policies.`),
  h2('Failed payments'),
  p('If a payment does not go through, we email you and try again over the following days. You can update your card at any time. If payment still fails, your subscription becomes inactive and member content is locked until you subscribe again. Your planner history, favourites and logbook are kept.'),
  h2('Changing your card or plan'),
  p(`You can update your card from the Subscription page. To move to a different plan, contact us at ${SUPPORT_EMAIL} and we will switch it from your next renewal date, so you are never charged twice for the same days.`),
  h2('Price changes'),
  p('If we change the price of your plan, we will email you at least 30 days before the new price applies. It takes effect from your next renewal after that notice, and you can cancel before then if you do not want to continue.'),
  h2('Contact'),
  p(`Questions about a charge? Email ${SUPPORT_EMAIL} with the email address on your account. ${KINDRED_COMPANY}, Sydney, Australia.`),
];

// In POLICY_PAGES order: their content ids follow one another from the first.
const POLICY_DRAFTS: readonly ArticleDraft[] = [
  { title: POLICY_PAGES.privacyPolicy.title, author: null, summary: 'What personal information Kindred collects, why, who we share it with, how long we keep it and your rights in Australia, the UK and the US.', tags: ['Policy', 'Privacy'], blocks: PRIVACY },
  { title: POLICY_PAGES.termsConditions.title, author: null, summary: 'The agreement between you and Kindred: what the service is, health and safety, your account, fair use, content and our responsibilities.', tags: ['Policy', 'Terms'], blocks: TERMS },
  { title: POLICY_PAGES.billingTerms.title, author: null, summary: `How paying for Kindred works: the ${FREE_TRIAL_DAYS}-day free trial, prices, automatic renewal, cancelling, refunds and failed payments.`, tags: ['Policy', 'Billing'], blocks: BILLING },
];

export function buildPolicies(): Article[] {
  return buildSeries({ type: 'policy', firstContentId: POLICY_PAGES.privacyPolicy.contentId, newestOn: POLICIES_UPDATED_ON, everyDays: 0 }, POLICY_DRAFTS);
}
