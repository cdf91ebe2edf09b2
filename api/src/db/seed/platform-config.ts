import { PILLAR_KEYS, type ConfigData, type ImageRef, type PillarKey } from '@app/shared/api-contract/platform';
import { REGIONS } from '@app/shared/api-contract/user-service';
import { policyPath } from '@app/shared/routes';
import { mediaUrl, pillarUrl } from '../../features/media/artwork.ts';

const PILLAR_IMAGE_ID_BASE = 101;

const extraImages = Object.fromEntries(
  PILLAR_KEYS.map((key, index) => [key, { imageId: PILLAR_IMAGE_ID_BASE + index, imageUrl: pillarUrl(key) }]),
) as Record<PillarKey, ImageRef>;

/** Banned password words: a password containing any of them is "Choose a stronger password". */
const COMMON_PASSWORD_WORDS = [
  'password',
  'passw0rd',
  'qwerty',
  'asdfgh',
  'zxcvbn',
  '123456',
  '654321',
  '111111',
  '000000',
  'abc123',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'monkey',
  'dragon',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'trustno1',
  'kindred',
];

/** configData of the web platform (SPEC section 3, "Config data"). */
export const WEB_CONFIG: ConfigData = {
  herobanner: {
    buttonText: 'START FREE TRIAL',
    subscriptionMessage: 'Subscriptions start from $10/mo',
  },
  testimonials: [
    {
      title: 'Stronger than ever',
      text: 'I have tried every app out there. This is the first one I have stuck with for a whole year, and I can now do ten full push-ups.',
      username: 'Emma, Brisbane',
      icon: mediaUrl('avatars', 'emma'),
      rating: 5,
    },
    {
      title: 'Dinner is sorted',
      text: 'The planner and shopping list mean I shop once a week and never wonder what is for dinner. The lentil curry is a family favourite.',
      username: 'Priya, London',
      icon: mediaUrl('avatars', 'priya'),
      rating: 5,
    },
    {
      title: 'Workouts that fit my day',
      text: 'Twenty-eight minutes at home before the kids wake up. No gym, no excuses, and I feel so much better.',
      username: 'Sarah, Austin',
      icon: mediaUrl('avatars', 'sarah'),
      rating: 5,
    },
    {
      title: 'Safe through my pregnancy',
      text: 'The pregnancy workouts kept me moving right up to the third trimester, and the postpartum program helped me ease back in.',
      username: 'Chloe, Perth',
      icon: mediaUrl('avatars', 'chloe'),
      rating: 5,
    },
    {
      title: 'Calmer mornings',
      text: 'The ten-minute meditations have become part of my routine. I did not expect a fitness app to help my sleep.',
      username: 'Hannah, Manchester',
      icon: mediaUrl('avatars', 'hannah'),
      rating: 4,
    },
  ],
  privacyPolicy: policyPath('privacyPolicy'),
  termsConditions: policyPath('termsConditions'),
  billingTerms: policyPath('billingTerms'),
  extraImages,
  regions: Object.fromEntries(REGIONS.map((region) => [String(region.id), { ...region }])),
  commonPattern: COMMON_PASSWORD_WORDS,
};
