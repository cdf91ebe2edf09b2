export { SubscriptionCompletePage as default } from '../pages/subscription-complete-page.tsx';
