import type { ConfigData } from '@app/shared/api-contract/platform';
import { PATHS, policyPath, withPolicyFlag } from '@app/shared/routes';

export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok' | 'youtube' | 'pinterest';

/** SPEC section 9: five social links. */
export const SOCIAL_LINKS: readonly { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/kindred.fitness' },
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/kindred.fitness' },
  { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@kindred.fitness' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@kindredfitness' },
  { network: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/kindredfitness' },
];

export const FOOTER_NAV_LINKS = [
  { label: 'About us', to: PATHS.about },
  { label: 'Help centre', to: PATHS.help },
  { label: 'Blog', to: '/blogs' },
  { label: 'Log in', to: PATHS.login },
] as const;

type PolicyLinks = Pick<ConfigData, 'privacyPolicy' | 'termsConditions' | 'billingTerms'>;

/** The platform config's policy pages, as seeded; shown until the config arrives. */
const FALLBACK_POLICY_LINKS: PolicyLinks = {
  privacyPolicy: policyPath('privacyPolicy'),
  termsConditions: policyPath('termsConditions'),
  billingTerms: policyPath('billingTerms'),
};

/** SPEC section 2: policy links append isPolicy=true. */
export function legalLinks(config: PolicyLinks | undefined): { label: string; to: string }[] {
  const links = config ?? FALLBACK_POLICY_LINKS;
  return [
    { label: 'Privacy policy', to: withPolicyFlag(links.privacyPolicy) },
    { label: 'Terms and conditions', to: withPolicyFlag(links.termsConditions) },
    { label: 'Billing terms', to: withPolicyFlag(links.billingTerms) },
  ];
}

export const HEALTH_DISCLAIMER =
  'Kindred gives general fitness, nutrition and wellbeing information, not medical advice. Check with your doctor or midwife before you start a new exercise or eating plan, especially if you are pregnant, have recently given birth or have a health condition, and stop and seek advice if you feel pain, dizziness or shortness of breath.';

export const ACKNOWLEDGEMENT_OF_COUNTRY =
  'Kindred acknowledges the Traditional Custodians of Country throughout Australia and their connections to land, sea and community. We pay our respects to their Elders past and present and extend that respect to all Aboriginal and Torres Strait Islander peoples today.';

export const COMPANY_NAME = 'Kindred Health Pty Ltd';
