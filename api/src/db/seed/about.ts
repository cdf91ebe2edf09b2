import type { AboutData } from '@app/shared/api-contract/platform';
import { mediaUrl } from '../../features/media/artwork.ts';

export const ABOUT_PAGE: AboutData = {
  title: 'About Kindred',
  description:
    'Kindred is a fitness and wellness app made for women: workouts at home or in the gym, multi-week programs, recipes and a weekly planner that fits around real life.',
  image: { imageId: 201, imageUrl: mediaUrl('about', 'kindred') },
  sections: [
    {
      title: 'Our story',
      text: 'Kindred began in a small studio in Sydney with one idea: training should make you feel good about your body, whatever stage of life you are in. Today women in Australia, the United Kingdom and the United States train with us every day.',
    },
    {
      title: 'What you get',
      text: 'More than 600 workouts, 8 programs, over 500 meal plans and more than 130 pregnancy workouts, plus tips, meditations and an expert blog. Your planner puts the week together for you and your shopping list writes itself.',
    },
    {
      title: 'Our experts',
      text: 'Every workout is written by qualified personal trainers and every recipe is checked by accredited dietitians. Pregnancy and postpartum content is reviewed by women’s health physiotherapists.',
    },
    {
      title: 'Try it free',
      text: 'Every plan starts with a 14-day free trial. Cancel anytime before it ends and you will not be charged.',
    },
    {
      title: 'Acknowledgement of Country',
      text: 'We acknowledge the Traditional Custodians of the lands on which we work and live, and pay our respects to Elders past and present.',
    },
  ],
};
