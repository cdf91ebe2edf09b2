import { describe, expect, it } from 'vitest';
import { REGIONAL_WORDINGS, regionalWords } from './regional-words.ts';

const AU = 1;
const UK = 2;
const US = 3;

describe('regionalWords: a recipe’s sentences in each region’s words', () => {
  it.each([
    // issue 42: the method words a member met
    ['Deseed and slice the red capsicum.', UK, 'Deseed and slice the red pepper.'],
    ['Deseed and slice the red capsicum.', US, 'Deseed and slice the red bell pepper.'],
    ['Deseed and slice the red capsicum.', AU, 'Deseed and slice the red capsicum.'],
    [
      'Combine the oats, milk, yoghurt, chia seeds, honey and cinnamon in a bowl or jars and stir well.',
      US,
      'Combine the oats, milk, yogurt, chia seeds, honey and cinnamon in a bowl or jars and stir well.',
    ],
    [
      'Combine the oats, milk, yoghurt, chia seeds, honey and cinnamon in a bowl or jars and stir well.',
      UK,
      'Combine the oats, milk, yoghurt, chia seeds, honey and cinnamon in a bowl or jars and stir well.',
    ],
    // phrases win over the words inside them
    ['Sprinkle with ground coriander, then the coriander.', US, 'Sprinkle with ground coriander, then the cilantro.'],
    ['Add the chilli flakes and the chilli.', US, 'Add the red pepper flakes and the chile.'],
    ['Line a large baking tray with baking paper.', US, 'Line a large sheet pan with parchment paper.'],
    ['Line a large baking tray with baking paper.', UK, 'Line a large baking tray with baking parchment.'],
    ['Line a 6-hole muffin tin with paper cases. Cool in the tin.', US, 'Line a 6-cup muffin pan with paper liners. Cool in the pan.'],
    ['Have the beef mince ready at room temperature.', US, 'Have the ground beef ready at room temperature.'],
    ['Pat the prawns dry with paper towel.', US, 'Pat the shrimp dry with paper towels.'],
    ['Pat the prawns dry with paper towel.', UK, 'Pat the prawns dry with kitchen paper.'],
    ['Add the pumpkin with the stock. Bring to the boil, then simmer.', US, 'Add the squash with the broth. Bring to a boil, then simmer.'],
    ['Halve the zucchini lengthways and slice.', UK, 'Halve the courgette lengthways and slice.'],
    ['Halve the zucchini lengthways and slice.', US, 'Halve the zucchini lengthwise and slice.'],
    ['Trim the snow peas.', UK, 'Trim the mangetout.'],
    ['Whisk the soy sauce and lime juice together in a small jug.', US, 'Whisk the soy sauce and lime juice together in a small bowl.'],
    ['Cook following the packet directions.', UK, 'Cook following the packet instructions.'],
    ['Heat 1 tbs oil in a non-stick frying pan.', US, 'Heat 1 tbsp oil in a nonstick skillet.'],
    ['Stone and slice the plums and set aside.', US, 'Pit and slice the plums and set aside.'],
    ['Warming cinnamon-spiced porridge with figs.', US, 'Warming cinnamon-spiced oatmeal with figs.'],
    ['Colourful, flavoured salt-reduced stock.', US, 'Colorful, flavored low-sodium broth.'],
    // capitals the text had stay; a word is never matched inside another
    ['Capsicum, zucchini and eggplant.', UK, 'Pepper, courgette and aubergine.'],
    ['Capsicums.', US, 'Bell peppers.'],
    ['Lebanese cucumber', US, 'Persian cucumber'],
    ['tinned tomatoes, springwater, stocking up', US, 'tinned tomatoes, water, stocking up'],
    ['', US, ''],
  ])('%j in region %s reads %j', (text, region, expected) => {
    expect(regionalWords(text, region)).toBe(expected);
  });

  it.each([
    ['Lamb, Capsicum & Broccoli Tray Bake', UK, 'Lamb, Pepper & Broccoli Traybake'],
    ['Lamb, Capsicum & Broccoli Tray Bake', US, 'Lamb, Bell Pepper & Broccoli Sheet-Pan Dinner'],
    ['Roasted Capsicum Hummus with Snow Pea Sticks', UK, 'Roasted Pepper Houmous with Mangetout Sticks'],
    ['Corn Cob Salad', US, 'Ear of Corn Salad'],
    ['Wombok Slaw', US, 'Napa Cabbage Slaw'],
  ])('title %j in region %s reads %j', (text, region, expected) => {
    expect(regionalWords(text, region, { title: true })).toBe(expected);
  });

  it('reads each UK and US word once: a text in a region’s words has nothing left to change', () => {
    for (const wording of REGIONAL_WORDINGS) {
      for (const [region, text] of [
        [UK, wording.UK],
        [US, wording.US],
      ] as const) {
        if (text === undefined) continue;
        expect(regionalWords(wording.AU, region), wording.AU).toBe(text);
        expect(regionalWords(text, region), `${wording.AU} -> ${text}`).toBe(text);
      }
    }
  });

  it('lists each Australian word once', () => {
    const keys = REGIONAL_WORDINGS.map((wording) => wording.AU.toLowerCase());
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
