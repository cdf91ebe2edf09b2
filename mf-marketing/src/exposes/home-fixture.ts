import type { HomeScreenData } from '@app/shared/api-contract/home-screen';
import { HOME_PLANS, toBaseMethodPlan } from '@app/shared/plans/plan-display';

const image = (id: number) => ({ imageId: id, imageUrl: `cdn.example.com/${id}.webp` });

/** A home screen reply with two programs, for the page's tests. */
export const HOME: HomeScreenData = {
  heroBannerSection: {
    title: 'The fitness app made for women',
    description: 'Workouts that fit your week.',
    imageList: [{ imageId: 'landscape1x_4x3', imageUrl: '/h.webp' }],
  },
  programSliderSection: {
    title: 'Programs for every goal',
    titleUK: 'Programmes for every goal',
    description: 'Tap a program.',
    cardSection: [
      {
        id: 8,
        landscapeCard: {
          title: 'Postnatal Restore',
          titleUS: 'Postpartum Restore',
          description: 'Eight gentle weeks for new mums.',
          descriptionUS: 'Eight gentle weeks for new moms.',
          redirectUrl: '/programs/8',
          image: image(81),
        },
        portraitCard: {
          title: 'Postnatal Restore',
          titleUS: 'Postpartum Restore',
          description: 'Rebuild your core',
          redirectUrl: '/programs/8',
          image: image(82),
        },
        logo: image(83),
        newRelease: true,
      },
      {
        id: 3,
        landscapeCard: { title: 'HIIT Burn', description: 'Short sweaty circuits.', redirectUrl: '/programs/3', image: image(31) },
        portraitCard: { title: 'HIIT Burn', description: '28-minute sessions', redirectUrl: '/programs/3', image: image(32) },
        logo: image(33),
        newRelease: false,
      },
    ],
  },
  planSection: {
    title: 'Choose your plan',
    description: 'Every plan.',
    belowDescription: 'Prices in AUD.',
    baseMethod: HOME_PLANS.map((plan) => toBaseMethodPlan(plan)),
  },
  articleSection: { title: 'From our expert blog', description: 'Advice.', articles: [] },
  authorSection: { title: 'Meet the experts', description: 'Our people.', authors: [] },
};
