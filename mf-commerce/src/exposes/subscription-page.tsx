export { SubscriptionPage as default } from '../pages/subscription-page.tsx';
