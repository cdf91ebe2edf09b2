export { SubscriptionCompletePage as default } from '../features/subscription/components/subscription-complete-page.tsx';
