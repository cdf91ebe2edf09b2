export { SubscriptionPage as default } from '../features/subscription/components/subscription-page.tsx';
