import { SUBSCRIPTION_LABELS, SUCCESS_MESSAGES } from '@app/shared/messages';
import { PAGE_TITLES, SETTING_PAGES } from '@app/shared/routes';
import { CANCEL_ANYTIME, FREE_TRIAL_DAYS, HOME_PLANS, trialDaysText } from '@app/shared/plans/plan-display';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared/validation';
import { VALIDATION_MESSAGES } from '@app/shared/validation/messages';
import { PASSWORD_RESET_TTL_MINUTES } from '../../features/auth/password-reset-service.ts';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from '../../features/users/otp-service.ts';
import { h2, ol, p, ul, type Block } from './article-html.ts';
import { planLine } from './policies.ts';
import { PRIVACY_RESPONSE_DAYS, SUPPORT_EMAIL, TRIAL_REMINDER_DAYS } from './kindred-contact.ts';

/**
 * The help centre's articles about this product, each filed in a section of the help centre
 * (help-centre.ts). Product texts (button labels, toasts, limits) come from shared/ and the API
 * where they live, so an article cannot drift from what the app shows.
 */
export type HelpSectionKey =
  | 'trial'
  | 'plans'
  | 'cancelling'
  | 'stores'
  | 'planner'
  | 'shopping'
  | 'workouts'
  | 'recipes'
  | 'signing-in'
  | 'settings'
  | 'privacy'
  | 'pregnancy';

export interface HelpArticleDraft {
  section: HelpSectionKey;
  title: string;
  summary: string;
  labels: string[];
  blocks: Block[];
}

const msg = SUCCESS_MESSAGES;

// The pages' titles as the menu, Settings and the top bar show them (the route table's).
const SETTINGS = PAGE_TITLES.settings;
const SUBSCRIPTION = PAGE_TITLES.subscription;
const TO_SUBSCRIPTION = `Open the menu and tap ${SETTINGS}, then ${SUBSCRIPTION}.`;
const HISTORY_STAYS_OPEN = `Your ${PAGE_TITLES.workoutHistory.toLowerCase()} and logbook stay open to you in ${SETTINGS}, then ${PAGE_TITLES.workoutHistory}.`;
const PREFERENCES_STEP = `Change your fitness goal, meals or how many you cook for in ${SETTINGS}, then ${SETTING_PAGES.preferences}: your plan follows them from today on, and days already past stay as they were.`;

export const HELP_ARTICLE_DRAFTS: readonly HelpArticleDraft[] = [
  {
    section: 'trial',
    title: `How the ${FREE_TRIAL_DAYS}-day free trial works`,
    summary: `Every plan starts with a ${FREE_TRIAL_DAYS}-day free trial. Here is what you get, what you pay and how to stop it.`,
    labels: ['trial', 'billing', 'subscription'],
    blocks: [
      p(`${trialDaysText(FREE_TRIAL_DAYS)}. Every Kindred plan, annual, quarterly or monthly, starts with a ${FREE_TRIAL_DAYS}-day free trial with full access to workouts, programs, recipes, the planner and the shopping list.`),
      h2('Starting your trial'),
      ol(
        'On the home page, choose a plan and tap the free trial button, or tap START FREE TRIAL at the top of any page.',
        `Create your account and enter the ${OTP_LENGTH}-digit code we email you.`,
        'Tell us your preferences (fitness and meal choices), so your first week is planned for you.',
        'Add a payment method. You are not charged during the trial.',
      ),
      h2('During the trial'),
      p(`Your subscription status shows as trial, and everything in Kindred is open to you. We email you ${TRIAL_REMINDER_DAYS} days before the trial ends, with a link to cancel if Kindred is not for you.`),
      h2('Not for you?'),
      p(`${CANCEL_ANYTIME} If you cancel before the trial ends, you are not charged at all, and you keep access until the last day of the trial. See “How do I cancel my subscription?”.`),
    ],
  },
  {
    section: 'trial',
    title: 'What happens when my free trial ends?',
    summary: 'If you do nothing, your plan starts and you are charged its price. If you cancelled, access ends and you are not charged.',
    labels: ['trial', 'billing', 'renewal'],
    blocks: [
      p(`At the end of your ${FREE_TRIAL_DAYS}-day trial, one of two things happens.`),
      h2('You did not cancel'),
      p('Your plan starts on the day the trial ends. We charge the card you added for the plan you chose and email you a receipt. Your status changes from trial to active. Nothing changes in the app: your planner, favourites, logbook and program progress carry on.'),
      h2('You cancelled during the trial'),
      p('You keep full access until the trial ends. After that, member pages are locked and you are not charged. Your planner history, favourites and logbook are kept, so if you subscribe again later, they are waiting for you.'),
      h2('Not sure which applies to you?'),
      p(`Open the ${SUBSCRIPTION} page from ${SETTINGS}. It shows your plan, how many trial days are left and the date and amount of the next charge, or that your subscription is cancelled. Check your inbox, too: we email you ${TRIAL_REMINDER_DAYS} days before the trial ends.`),
    ],
  },
  {
    section: 'plans',
    title: 'Plans and prices',
    summary: 'Kindred has three plans: annual, quarterly and monthly. All include the same content and a free trial.',
    labels: ['plans', 'billing', 'prices'],
    blocks: [
      p('Every plan gives you exactly the same Kindred: all workouts at home and in the gym, all 8 programs, recipes and meal plans, the planner, the shopping list, tips, meditations and pregnancy content. Plans differ only in how often you pay.'),
      ul(...HOME_PLANS.map(planLine)),
      p(`Prices are in Australian dollars and include GST. If your card uses another currency, your bank converts the amount. ${trialDaysText(FREE_TRIAL_DAYS)} on every plan.`),
      h2('Which plan is best?'),
      p('The annual plan costs the least per month. The monthly plan costs more per month but lets you stop after any month. The quarterly plan sits in between.'),
      p(`To move to a different plan, email ${SUPPORT_EMAIL} from the address on your account. We switch it from your next renewal date, so you never pay twice for the same days.`),
    ],
  },
  {
    section: 'plans',
    title: 'How do I change the card I pay with?',
    summary: 'Update your card from the Subscription page. The new card is used from your next charge.',
    labels: ['billing', 'card', 'payment'],
    blocks: [
      ol(
        TO_SUBSCRIPTION,
        `Tap ${SUBSCRIPTION_LABELS.updateCard}.`,
        'Enter the new card details on the secure payment page and save.',
      ),
      p('The new card is used for your next renewal. Your plan and renewal date do not change. Card details are held by our payment provider: Kindred never sees or stores your full card number.'),
      h2('If a payment has already failed'),
      p('Update your card as above. We try the payment again automatically over the following days, and your access carries on while we do.'),
      h2('Subscribed through Apple or Google?'),
      p('Your card is managed by the App Store or Google Play. Change it in your Apple ID or Google account payment settings.'),
    ],
  },
  {
    section: 'plans',
    title: 'A payment failed: what happens now?',
    summary: 'We email you and try again over the next few days. Update your card to keep your access.',
    labels: ['billing', 'payment', 'failed'],
    blocks: [
      p('Payments fail for ordinary reasons: an expired card, a new card number after a replacement, not enough funds on the day, or a bank blocking an overseas merchant.'),
      h2('What we do'),
      ul(
        'We email you to say the payment did not go through.',
        'We try the payment again automatically over the following days.',
        'You keep your access while we retry.',
      ),
      h2('What you can do'),
      p(`Update your card from ${SETTINGS}, then ${SUBSCRIPTION}. If your bank blocked the payment, ask it to allow payments to Kindred, which are charged in Australian dollars.`),
      h2('If the payment keeps failing'),
      p(`Your subscription becomes inactive and member pages are locked. Nothing is deleted: your planner history, favourites and logbook are kept. ${HISTORY_STAYS_OPEN} Choose a plan again to pick up where you left off.`),
    ],
  },
  {
    section: 'cancelling',
    title: 'How do I cancel my subscription?',
    summary: 'Cancel from the Subscription page at any time. You keep access until the end of the period you have paid for, or the end of your trial.',
    labels: ['cancel', 'subscription', 'billing'],
    blocks: [
      p(`${CANCEL_ANYTIME} There are no fees and no minimum term beyond the period you have already paid for.`),
      ol(
        TO_SUBSCRIPTION,
        `Tap ${SUBSCRIPTION_LABELS.cancel}, then ${SUBSCRIPTION_LABELS.confirmCancel}.`,
        `Your subscription shows as ${SUBSCRIPTION_LABELS.canceled}, with the date your access ends.`,
      ),
      h2('What happens next'),
      ul(
        'You keep full access until the end of your trial or your current billing period.',
        'You are not charged again. If you cancel during the free trial, you are not charged at all.',
        `After that date, member pages are locked, but your history, favourites and logbook are kept. ${HISTORY_STAYS_OPEN}`,
      ),
      p('Changed your mind? You can undo the cancellation before that date. See “I cancelled by mistake: how do I undo it?”.'),
      p('If you subscribed through Apple or Google, you need to cancel in the store instead. See “I subscribed through Apple or Google: how do I manage it?”.'),
    ],
  },
  {
    section: 'cancelling',
    title: 'I cancelled by mistake: how do I undo it?',
    summary: 'Until your access ends, you can undo a cancellation from the Subscription page and carry on as before.',
    labels: ['cancel', 'undo', 'subscription'],
    blocks: [
      p('A cancellation takes effect at the end of your trial or billing period, not straight away. Until then, you can undo it.'),
      ol(
        TO_SUBSCRIPTION,
        `Your subscription shows as ${SUBSCRIPTION_LABELS.canceled}, with the date your access ends.`,
        `Tap ${SUBSCRIPTION_LABELS.undoCancel} to keep your subscription.`,
      ),
      p('Your subscription continues as if you had never cancelled: same plan, same renewal date. If you were in your free trial, the trial carries on and your plan starts when it ends.'),
      h2('Too late to undo?'),
      p(`Once the end date has passed, the subscription has ended and cannot be undone. Choose a plan again from the Subscription page. Your planner history, favourites and logbook are still there. ${HISTORY_STAYS_OPEN}`),
    ],
  },
  {
    section: 'stores',
    title: 'I subscribed through Apple or Google: how do I manage it?',
    summary: 'Subscriptions bought through the App Store or Google Play are managed in the store, including cancelling and refunds.',
    labels: ['apple', 'google', 'subscription', 'cancel'],
    blocks: [
      p('If you subscribed in the Kindred app on an iPhone, iPad or Android device, Apple or Google takes your payment and manages your subscription. The Subscription page in Kindred shows your status and a link to manage it in the right store.'),
      h2('Apple'),
      ol(
        'On your iPhone or iPad, open Settings and tap your name.',
        'Tap Subscriptions, then Kindred.',
        'Change or cancel your subscription there.',
      ),
      h2('Google Play'),
      ol(
        'Open the Google Play Store app and tap your profile picture.',
        'Tap Payments & subscriptions, then Subscriptions, then Kindred.',
        'Change or cancel your subscription there.',
      ),
      h2('Good to know'),
      ul(
        'Deleting the app does not cancel a store subscription.',
        'We cannot cancel or refund store subscriptions for you. Refund requests go to Apple or Google.',
        'Trials and renewals follow the store’s rules, and the store emails your receipts.',
      ),
    ],
  },
  {
    section: 'planner',
    title: 'How the weekly planner works',
    summary: 'The planner lays out each day’s workout, meals and article for the week, Monday to Sunday, based on your preferences and program.',
    labels: ['planner', 'week'],
    blocks: [
      p('Open Planner from the menu. A strip of seven days runs from Monday to Sunday, and the header reads Planner • Today when you are looking at today, or the month name on other days. Tap a day to see its plan.'),
      h2('What a day holds'),
      ul(
        'A workout, chosen to match your fitness choices, or the day’s workout from the program you have started. Rest days are rest days.',
        'Breakfast, lunch, dinner and a snack that match your meal choices, such as vegetarian.',
        'An article to read.',
      ),
      h2('Moving between weeks'),
      ul(
        'Use the arrows to go back up to 4 weeks (28 days before the start of this week) to see what you did.',
        'Next week’s plan opens on Thursday. Before Thursday, the forward arrow lets you know when it will be ready.',
        'You can look ahead up to about a month.',
      ),
      p(`The same week always shows the same plan, so what you see on Monday is still there on Friday, plus any swaps you made. ${PREFERENCES_STEP}`),
    ],
  },
  {
    section: 'planner',
    title: 'Swapping a workout in the planner',
    summary: 'Switch a planned workout to its at-home or in-gym version, swap it for another, or revert to the original.',
    labels: ['planner', 'swap', 'workouts'],
    blocks: [
      p('Life changes plans. Open the menu on a day’s workout card to swap it.'),
      ul(
        '**Switch to In Gym / Switch to At Home:** the same workout, adapted to gym equipment or to what you have at home.',
        '**Another workout:** a different workout of the same kind and level.',
        '**Revert:** go back to the workout originally planned for that day.',
      ),
      p(`When the swap is done you will see “${msg.workoutSwapped}”. The swap changes only that day’s workout; your meals stay as they are.`),
      p('Swaps are available from the menu on the card, with no dragging, so they work with a keyboard and screen readers too. On the workout page itself, the Switch to In Gym and Switch to At Home buttons open the other version without changing your planner.'),
    ],
  },
  {
    section: 'planner',
    title: 'Swapping a meal: leftovers, going out and revert',
    summary: 'Swap a planned meal for another recipe, for leftovers or for eating out. Your shopping list follows.',
    labels: ['planner', 'swap', 'meals', 'shopping list'],
    blocks: [
      p('Open the menu on any meal card in the planner. You can:'),
      ul(
        '**Swap meal:** choose another recipe of the same meal type that fits your meal choices.',
        '**Leftovers:** you are eating something you already cooked. Great for lunch after a big dinner.',
        '**Going out:** you are eating out or at a friend’s.',
        '**Revert:** go back to the meal originally planned.',
      ),
      p(`You will see “${msg.mealSwapped}” when the swap is done. Only that meal changes.`),
      h2('What happens to your shopping list'),
      p('If the meal was on your shopping list, its ingredients come off when you swap it to leftovers or going out, and only that meal’s share: if two recipes both needed onions, the onions for the other recipe stay. Swapping to another recipe or reverting updates the list with the new recipe’s ingredients.'),
    ],
  },
  {
    section: 'planner',
    title: 'Marking workouts and meals as complete',
    summary: 'Tap complete on a workout or meal to record it. Completion is one-way, so tap with care.',
    labels: ['planner', 'complete', 'history'],
    blocks: [
      p(`Tap the complete icon on a meal in the planner or on a recipe page, or finish a workout with Complete Workout in the workout player. You will see “${msg.markedComplete}”.`),
      h2('Where it shows'),
      ul(
        'In the planner, on that day.',
        'In your program’s progress, for program workouts, with the next workout highlighted.',
        'In your history and this week’s completions on your Home page.',
      ),
      h2('Completion is one-way'),
      p('Once something is marked complete, the complete control does nothing more, so an accidental second tap never undoes it. Completing a planned meal on a past day records it for the day it was planned.'),
      p(`If something fails, you will see a message with TRY AGAIN. Nothing is recorded until you see “${msg.markedComplete}”.`),
    ],
  },
  {
    section: 'shopping',
    title: 'Adding a recipe or a whole week to your shopping list',
    summary: 'Add one recipe from its page, or a day or a week of planned meals from the planner, scaled to your servings.',
    labels: ['shopping list', 'recipes', 'planner'],
    blocks: [
      h2('One recipe'),
      p(`On a recipe page, tap Add to Shopping List. You will see “${msg.itemAdded}” and the button changes to Added to List. If you change the servings afterwards, the button reads Update List; tap it and you will see “${msg.shoppingListUpdated}”. To take the recipe off, tap Remove from List.`),
      h2('A day or a week'),
      p('From the planner, add a day’s or the whole week’s planned meals in one go. Each recipe is scaled to its planned servings, and meals swapped to leftovers or going out are left out.'),
      h2('Items you add yourself'),
      p('Need dishwashing liquid too? Add your own items to the list. They sit alongside the recipe ingredients in their category.'),
      p('Open Shopping List from the menu to see everything, grouped by category such as fruit and vegetables, dairy and pantry.'),
    ],
  },
  {
    section: 'shopping',
    title: 'Why are some items merged on my shopping list?',
    summary: 'The same ingredient from several recipes appears once, added up, with the meals that need it.',
    labels: ['shopping list', 'merge'],
    blocks: [
      p('If three recipes this week use brown onions, you see one line for onions, not three. Kindred adds up the amounts for you:'),
      ul(
        'Amounts in the same or convertible units are added together, such as grams with kilograms or millilitres with litres, and shown in a unit that is easy to read.',
        'Weights and volumes are added together only when we know how much a cup of that food weighs. Otherwise they show as two amounts on the same line.',
        'Items without a unit are counted: 2 tomatoes plus 1 tomato is 3 tomatoes.',
      ),
      p('Each line shows which meals need it, so you can see why it is there.'),
      h2('Removing a recipe'),
      p('Each recipe keeps its own share of a merged line. When you remove a recipe, or swap its meal to leftovers or going out, only its share comes off. The rest stays.'),
    ],
  },
  {
    section: 'shopping',
    title: 'Ticking, clearing and shopping offline',
    summary: 'Tick items as you shop, clear the ticked ones when you are done, and keep going when the shop has no signal.',
    labels: ['shopping list', 'offline', 'tick'],
    blocks: [
      h2('Ticking and clearing'),
      p('Tap an item to tick it as it goes in your trolley, and tap again to untick it. As soon as at least one item is ticked, a clear button appears: it removes the ticked items and leaves the rest.'),
      h2('No signal in the shop?'),
      p('Keep the shopping list open before you lose your connection. While you are offline, the page tells you so, and you can still tick items and add items of your own. Your changes are kept on your phone and sent as soon as the connection comes back. Sending them again never doubles an item.'),
      h2('The list looks empty'),
      p('The list shows when it has both recipes and ingredients. If you removed every recipe, add a recipe or your week’s meals again to start a new list.'),
    ],
  },
  {
    section: 'workouts',
    title: 'Using the workout player',
    summary: 'Start a workout and the player guides you through each exercise and rest, with timers, pause and skip.',
    labels: ['workouts', 'player'],
    blocks: [
      p('Open a workout and tap Start Workout. The player shows one step at a time, with what comes next.'),
      ul(
        '**Rep exercises** show how many reps to do. Tap when you are done.',
        '**Timed exercises** count down, shown as minutes and seconds.',
        '**Rests** count down too. Add or remove 15 seconds if you need more or less.',
        'Circuits show Set N of M so you know where you are.',
      ),
      h2('Controls'),
      ul(
        'Pause and resume at any time, and skip forward or back a step.',
        'Turn the 3-2-1 sound cues on or off.',
        'Where your browser allows it, the screen stays awake during the workout.',
        'Every control works with a keyboard, and screen readers announce each new step.',
      ),
      h2('Interrupted?'),
      p('If you reload the page or close the tab, your progress is kept on your device. When you come back, choose to resume where you were or start again.'),
      p(`Tap Complete Workout at the end to record it. You will see a completion screen, and the workout is marked complete in your planner, program and history.`),
    ],
  },
  {
    section: 'workouts',
    title: 'The logbook and kg or lb',
    summary: 'Record your sets, reps and weights for each exercise, in kilograms or pounds. Switching units never changes what you logged.',
    labels: ['logbook', 'units', 'workouts'],
    blocks: [
      p('Tap LOGBOOK on a workout to record what you lifted. For each exercise you can Add log, Edit log or Delete log with the sets, reps and weight you used. Your previous best for each exercise is shown, so you know what to beat.'),
      h2('Kilograms or pounds'),
      p('Choose KG or LB in Settings. Each log is stored in the unit you entered it in and shown in your chosen unit, converted at 1 lb = 0.453592 kg and rounded to 2 decimal places.'),
      p('That means switching units changes only what you see. A 20 kg log shows as 44.09 lb, and switching back shows 20 kg again, exactly as you logged it.'),
      h2('Deleting a log'),
      p(`Tap Delete log on the entry. You will see “${msg.logDeleted}”. Deleted logs cannot be brought back.`),
    ],
  },
  {
    section: 'workouts',
    title: 'Starting, leaving and restarting a program',
    summary: 'Start a program to have its workouts planned week by week. Leave any time: your progress is kept if you come back.',
    labels: ['programs', 'planner'],
    blocks: [
      p('Kindred has 8 multi-week programs, from Strong Foundations for beginners to Bump to Birth for pregnancy. Open Programs from the menu to see the ones you have started, then the library of all eight.'),
      h2('Starting'),
      p('Open a program to see what it is about, how many weeks it runs and what a week holds, then start it. Its workouts appear in your planner on their days, and the program page shows your workouts week by week with the done ones marked and the next one highlighted.'),
      h2('Leaving'),
      p('Open the program and choose to leave it. We ask you to confirm first. Your planner goes back to workouts chosen from your preferences.'),
      h2('Coming back'),
      p('Your progress is kept. If you start the same program again, the workouts you completed are still marked done, and you carry on from the next one.'),
    ],
  },
  {
    section: 'recipes',
    title: 'Recipes: servings, units and nutrition',
    summary: 'Change the servings and every quantity rescales. Units follow your region, and nutrition is shown per serve.',
    labels: ['recipes', 'units', 'nutrition'],
    blocks: [
      ul(
        '**Servings:** use the servings control and every quantity in the ingredients list rescales.',
        '**Fractions:** quantities show as kitchen fractions such as ½ or ¾ cup when they are close to one, and as simple decimals otherwise.',
        '**Units:** unit names follow your region setting, so the wording matches the measuring spoons and cups where you live.',
        '**Nutrition:** shown per serve, with energy in kilojoules and calories and the rest to one decimal place.',
      ),
      p('Ingredients are grouped under headings where a recipe has parts, such as a dressing. The method lists the steps in order.'),
      p(`Tap the save icon to add a recipe to your favourites (you will see “${msg.saved}”), and find it again under the Saved tab of Meals or Snacks.`),
    ],
  },
  {
    section: 'recipes',
    title: 'Saving favourites and finding them again',
    summary: 'Tap the save icon on any workout, recipe or article, then find it under the Saved tab of its listing.',
    labels: ['favourites', 'saved'],
    blocks: [
      p(`Tap the save icon at the top of a workout, recipe or article. You will see “${msg.saved}”. Tap it again to remove it from your favourites: you will see “${msg.removedFromSaved}”.`),
      p('Each listing, such as At Home, In Gym, Meals, Snacks, Tips, Meditations, Pregnancy & Postpartum and Blog, has a Saved tab with your favourites of that kind. If the tab is empty, it reminds you to tap the save icon on anything you want to keep.'),
      p('Favourites are stored with your account, so they are there on every device you sign in on.'),
    ],
  },
  {
    section: 'settings',
    title: 'What changes when I change my region?',
    summary: 'Your region (Australia, United Kingdom or United States) sets the spelling of titles and the names of units in recipes.',
    labels: ['region', 'settings', 'units'],
    blocks: [
      p('Kindred has three regions: Australia (the default), the United Kingdom and the United States. Change yours in Settings.'),
      h2('What changes'),
      ul(
        '**Titles and text:** words and spellings follow your region, such as program or programme, colour or color, fibre or fiber, mum or mom, yoghurt or yogurt.',
        '**Units in recipes:** the names of measures follow local usage, so the recipe reads the way your measuring spoons and cups are labelled.',
      ),
      h2('What does not change'),
      ul(
        'Your plan, prices and billing. Prices are in Australian dollars in every region.',
        'Your planner, favourites, shopping list and logbook.',
        'Whether you log weights in kg or lb. That is a separate setting.',
      ),
    ],
  },
  {
    section: 'signing-in',
    title: 'Passwords: the rules and how to reset yours',
    summary: `Passwords need ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters with upper and lower case letters and a number. If you forget yours, reset it by email.`,
    labels: ['password', 'sign in', 'account'],
    blocks: [
      h2('Password rules'),
      p(`Your password must be ${VALIDATION_MESSAGES.passwordRule}. It also cannot:`),
      ul(
        'be a common password or contain a common word (you will see “Choose a stronger password”),',
        'contain the part of your email before the @,',
        'contain your name.',
      ),
      h2('Forgot your password?'),
      ol(
        'On the Log in page, choose Forgot password and enter your email.',
        `Open the email from Kindred and tap the link. It works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
        'Choose a new password and enter it twice.',
      ),
      p('For your security, resetting your password signs you out on all your devices. If the link has expired, you will see “Your password reset link has expired.”: ask for a new one.'),
      p('No email? Check your spam folder and that you used the email address you signed up with. For your privacy, the page looks the same whether or not an account exists.'),
    ],
  },
  {
    section: 'signing-in',
    title: 'Sign-in codes: verifying your email',
    summary: `When you sign up, we email you a ${OTP_LENGTH}-digit code to confirm your address. Here is what to do if it does not arrive or does not work.`,
    labels: ['code', 'otp', 'sign in', 'email'],
    blocks: [
      p(`After you create your account, we email you a ${OTP_LENGTH}-digit code. Enter it on the verification page to confirm your email and sign in. If you try to log in before verifying, we send you a fresh code.`),
      h2('Good to know'),
      ul(
        `A code works for ${OTP_TTL_MINUTES} minutes.`,
        'Asking for a new code makes the previous one stop working, so always use the newest email.',
        `After ${OTP_MAX_ATTEMPTS} wrong tries, the code stops working: ask for a new one.`,
        'You can ask for a new code once a minute.',
      ),
      h2('No code?'),
      p('Check your spam or promotions folder, and that you typed your email correctly. Emails usually arrive within a minute. If you still have nothing, ask for a new code from the verification page.'),
    ],
  },
  {
    section: 'privacy',
    title: 'How do I delete my account?',
    summary: `Email us from your account’s address and we delete your account and data within ${PRIVACY_RESPONSE_DAYS} days. Cancel your subscription first.`,
    labels: ['account', 'delete', 'privacy'],
    blocks: [
      ol(
        `Cancel your subscription first, from ${SETTINGS}, then ${SUBSCRIPTION}. If you subscribed through Apple or Google, cancel it in the store: deleting your Kindred account does not stop a store subscription.`,
        `Email ${SUPPORT_EMAIL} from the email address on your account and ask us to delete it.`,
        'We confirm the request by email, then delete your account.',
      ),
      h2('What is deleted'),
      p(`Your profile, preferences, planner, favourites, completions, program progress, logbook and shopping lists. We delete or anonymise them within ${PRIVACY_RESPONSE_DAYS} days. Billing records are kept for as long as tax law requires, as our Privacy policy explains.`),
      h2('Before you go'),
      p('Deleting an account cannot be undone. If you only want a break, cancelling your subscription keeps your history and logbook for when you come back.'),
    ],
  },
  {
    section: 'pregnancy',
    title: 'Is the pregnancy content safe for me?',
    summary: 'Pregnancy workouts are written for healthy, uncomplicated pregnancies, by trimester, and reviewed by our midwife and physiotherapist. Always check with your own carer first.',
    labels: ['pregnancy', 'safety', 'postnatal'],
    blocks: [
      p('Our pregnancy and postpartum content is written by Sarah O’Connell, a midwife, and reviewed by Jess Walker, a women’s health physiotherapist. It is designed for healthy, uncomplicated pregnancies and recoveries.'),
      h2('How the workouts are made safe'),
      ul(
        'Each pregnancy workout is made for one trimester and uses only exercises marked safe for it.',
        'After the first trimester, no exercise has you lying flat on your back.',
        'No high-impact moves such as jumping, and nothing with a risk of falls or blows to the belly.',
        'Meditations marked Pregnancy-safe have no breath holds and are done sitting or lying on your side.',
      ),
      h2('Before you start'),
      p('Check with your midwife or doctor before starting or continuing exercise, especially if you have a medical condition or a pregnancy complication. Their advice comes first.'),
      h2('Stop and get advice if you notice'),
      ul(
        'Vaginal bleeding, fluid leaking, or regular painful contractions.',
        'Dizziness, feeling faint, chest pain or a headache that does not go away.',
        'Shortness of breath before you start exercising.',
        'Calf pain or swelling, or muscle weakness affecting your balance.',
        'Your baby moving less than usual.',
      ),
      p('After birth, start with the Postnatal Restore program, and wait for your carer’s go-ahead (often at your six-week check) before harder exercise.'),
    ],
  },
];
