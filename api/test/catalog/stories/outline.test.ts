import { describe, expect, it } from 'vitest';
import { buildStory, CARE_REMINDER, countWords, daysBefore, readMinutesFor, regionalTitles, renderOutline } from '../../../src/catalog/stories/outline.ts';

describe('renderOutline', () => {
  it('renders intro, sections, lists, quote, parts and closing in order, in the allowed tags only', () => {
    const html = renderOutline({
      intro: ['First words.'],
      sections: [
        {
          heading: 'A heading',
          text: ['Body text.'],
          bullets: ['**Bold:** one', 'two'],
          steps: ['Step one'],
          quote: 'Said well.',
          then: ['After the lists.'],
          parts: [{ heading: 'Sub', text: ['Sub text.'] }],
        },
      ],
      closing: ['The end.'],
    });
    expect(html.split('\n')).toEqual([
      '<p>First words.</p>',
      '<h2>A heading</h2>',
      '<p>Body text.</p>',
      '<ul><li><strong>Bold:</strong> one</li><li>two</li></ul>',
      '<ol><li>Step one</li></ol>',
      '<blockquote><p>Said well.</p></blockquote>',
      '<p>After the lists.</p>',
      '<h3>Sub</h3>',
      '<p>Sub text.</p>',
      '<p>The end.</p>',
    ]);
  });

  it.each([
    ['ampersand', 'Strength & Tone', '<p>Strength &amp; Tone</p>'],
    ['angle brackets', 'a <script>alert(1)</script> b', '<p>a &lt;script&gt;alert(1)&lt;/script&gt; b</p>'],
    ['a double quote', 'the "knack"', '<p>the &quot;knack&quot;</p>'],
    ['an unpaired star', '5 * 3', '<p>5 * 3</p>'],
  ])('escapes %s', (_name, text, expected) => {
    expect(renderOutline({ intro: [text], sections: [] })).toBe(expected);
  });

  it('leaves empty lists out and ends with the reminder in <em> when one is given', () => {
    const html = renderOutline({ intro: [], sections: [{ heading: 'H', bullets: [] }] }, CARE_REMINDER);
    expect(html).toBe(`<h2>H</h2>\n<p><em>${CARE_REMINDER}</em></p>`);
  });
});

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

describe('daysBefore', () => {
  it.each([
    ['2026-11-16', 0, '2026-11-16'],
    ['2026-11-16', 3, '2026-11-13'],
    ['2026-03-01', 1, '2026-02-28'],
    ['2024-03-01', 1, '2024-02-29'],
    ['2026-01-02', 5, '2025-12-28'],
  ])('%s minus %i days is %s', (date, days, expected) => {
    expect(daysBefore(date, days)).toBe(expected);
  });
});

describe('buildStory', () => {
  const draft = {
    slug: 'a-guide-for-new-mums',
    contentId: 5999,
    title: 'A guide for new mums',
    author: 'sarah-oconnell',
    summary: 'Short.',
    tags: ['Postpartum'],
    publishedOn: '2026-01-01',
    intro: ['Hello there.'],
    sections: [],
  };

  it('computes the body, reading time and regional titles, and keeps the slug as id and urlPartial', () => {
    expect(buildStory('pregnancy', draft, 'postpartum', CARE_REMINDER)).toEqual({
      id: 'a-guide-for-new-mums',
      contentId: 5999,
      type: 'pregnancy',
      title: 'A guide for new mums',
      titleUS: 'A guide for new moms',
      urlPartial: 'a-guide-for-new-mums',
      authorInternalName: 'sarah-oconnell',
      summary: 'Short.',
      bodyHtml: `<p>Hello there.</p>\n<p><em>${CARE_REMINDER}</em></p>`,
      tags: ['Postpartum'],
      publishedOn: '2026-01-01',
      readMinutes: 1,
      stage: 'postpartum',
    });
  });

  it('gives a blog no stage and no reminder', () => {
    const blog = buildStory('blogs', draft);
    expect(blog).not.toHaveProperty('stage');
    expect(blog.bodyHtml).toBe('<p>Hello there.</p>');
  });
});
