import { describe, expect, it } from 'vitest';
import { countWords, readMinutesFor, regionalTitles } from '../../../src/catalog/stories/outline.ts';

describe('countWords and readMinutesFor', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  it.each([
    ['tags are not words', '<h2>Two words</h2><ul><li>three</li></ul>', 3, 1],
    ['an entity alone is not a word', '<p>Strength &amp; Tone</p>', 2, 1],
    ['punctuation alone is not a word', '<p>one - two</p>', 2, 1],
    ['an empty body still reads in a minute', '', 0, 1],
    ['200 words', `<p>${words(200)}</p>`, 200, 1],
    ['201 words round up', `<p>${words(201)}</p>`, 201, 2],
    ['400 words', `<p>${words(400)}</p>`, 400, 2],
    ['401 words', `<p>${words(401)}</p>`, 401, 3],
  ])('%s', (_name, html, wordCount, minutes) => {
    expect(countWords(html)).toBe(wordCount);
    expect(readMinutesFor(html)).toBe(minutes);
  });
});

describe('regionalTitles', () => {
  it.each([
    ['Eating well', {}],
    ['Why your program has easy weeks', { titleUK: 'Why your programme has easy weeks' }],
    ['Programs for new mums', { titleUK: 'Programmes for new mums', titleUS: 'Programs for new moms' }],
    ['Mum guilt and colourful plates', { titleUS: 'Mom guilt and colorful plates' }],
    ['Fibre, yoghurt and paediatric advice', { titleUS: 'Fiber, yogurt and pediatric advice' }],
    ['Recovering from a caesarean', { titleUS: 'Recovering from a cesarean' }],
    ['Oestrogen, anaemia and your favourite kilometres', { titleUS: 'Estrogen, anemia and your favorite kilometers' }],
    ['Programmer summit', {}],
    ['Mummy wrist', {}],
  ])('%s', (title, expected) => {
    expect(regionalTitles(title)).toEqual(expected);
  });
});
