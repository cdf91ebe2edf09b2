import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FREE_TRIAL_DAYS } from '@app/shared/plans/plan-display';
import { PAGE_TITLES } from '@app/shared/routes';
import { CARE_REMINDER } from '../../../src/catalog/stories/outline.ts';
import { ContentFileError, parseContentFile, readContentFolder, type ContentKind } from '../../../src/catalog/content/content-files.ts';

/** A file as a writer saves it: front matter lines, then the body. Line 1 is the opening ---. */
const file = (front: string[], body = 'A paragraph of advice.\n') => `---\n${front.join('\n')}\n---\n${body}`;

// Lines 2-10: contentId, slug, title, author, summary, tags, - Nutrition, publishedOn; 10 is the closing ---, 11 the body.
const TIP = [
  'contentId: 3999',
  'slug: good-tip',
  'title: A good tip',
  'author: priya-nair',
  'summary: One sentence that says it.',
  'tags:',
  '  - Nutrition',
  "publishedOn: '2026-11-20'",
];
const replace = (lines: string[], from: string, to: string | null) =>
  lines.flatMap((line) => (line.startsWith(from) ? (to === null ? [] : [to]) : [line]));
const PREGNANCY = [...replace(TIP, 'slug:', 'slug: good-tip'), 'stage: trimester-2'];
const HELP = [
  ...replace(replace(replace(TIP, 'author:', 'author: null'), 'tags:', null), '  - Nutrition', null),
  'section: trial',
  'labels:',
  '  - trial',
];
const MEDITATION = [
  ...TIP.map((line) => (line === '  - Nutrition' ? '  - Meditation' : line)),
  'position: seated',
  'script:',
  "  - at: '0:00'",
  '    phase: arrive',
  '    text: For the next three minutes, breathe.',
  "  - at: '2:40'",
  '    phase: close',
  '    text: Open your eyes.',
];

describe('a content file', () => {
  it('reads into an article: front matter fields, the body as HTML, placeholders filled, reading time and regional titles computed', () => {
    const source = file(
      replace(TIP, 'title:', 'title: Your first {{FREE_TRIAL_DAYS}} days on the program'),
      'Intro with **strong** and *em*.\n\n## Steps\n\n1. One\n2. Two\n\n> Said well.\n\nOpen {{PAGE_TITLES.settings | lower}}.\n',
    );
    const { parsed, problems } = parseContentFile('tips', 'content/tips/good-tip.md', source);
    expect(problems).toEqual([]);
    expect(parsed!.article).toEqual({
      id: 'good-tip',
      contentId: 3999,
      type: 'tips',
      title: `Your first ${FREE_TRIAL_DAYS} days on the program`,
      titleUK: `Your first ${FREE_TRIAL_DAYS} days on the programme`,
      urlPartial: 'good-tip',
      authorInternalName: 'priya-nair',
      summary: 'One sentence that says it.',
      bodyHtml: `<p>Intro with <strong>strong</strong> and <em>em</em>.</p>\n<h2>Steps</h2>\n<ol><li>One</li><li>Two</li></ol>\n<blockquote><p>Said well.</p></blockquote>\n<p>Open ${PAGE_TITLES.settings.toLowerCase()}.</p>`,
      tags: ['Nutrition'],
      publishedOn: '2026-11-20',
      readMinutes: 1,
    });
  });

  it('reads an unquoted date as the day it names, a pregnancy file with its stage and the care reminder last', () => {
    const { parsed, problems } = parseContentFile(
      'pregnancy',
      'content/pregnancy/good-tip.md',
      file(replace(PREGNANCY, 'publishedOn:', 'publishedOn: 2026-11-20')),
    );
    expect(problems).toEqual([]);
    expect(parsed!.article).toMatchObject({
      type: 'pregnancy',
      stage: 'trimester-2',
      publishedOn: '2026-11-20',
      bodyHtml: `<p>A paragraph of advice.</p>\n<p><em>${CARE_REMINDER}</em></p>`,
    });
  });

  it('reads a meditation’s script, cue times as m:ss, and its length from the last cue and the closing silence', () => {
    const { parsed, problems } = parseContentFile('meditations', 'content/meditations/good-tip.md', file(MEDITATION));
    expect(problems).toEqual([]);
    expect(parsed!.article.script).toEqual([
      { atSecond: 0, phase: 'arrive', text: 'For the next three minutes, breathe.' },
      { atSecond: 160, phase: 'close', text: 'Open your eyes.' },
    ]);
    expect(parsed!.article.durationSeconds).toBe(190);
  });

  // Each malformed file is named with the line of its problem, and gives no article.
  it.each<[string, ContentKind, string, string]>([
    [
      'no front matter',
      'tips',
      'Just prose.\n',
      'content/x/good-tip.md:1: no front matter: a content file starts with a --- line, its fields, and another --- line',
    ],
    [
      'front matter that is not YAML',
      'tips',
      file(replace(TIP, 'tags:', 'tags: [Nutrition')),
      'content/x/good-tip.md:9: bad front matter: missed comma between flow collection entries',
    ],
    ['a required field missing', 'tips', file(replace(TIP, 'summary:', null)), 'content/x/good-tip.md:1: the front matter lacks "summary"'],
    [
      'a field of the wrong type',
      'tips',
      file(replace(TIP, 'contentId:', 'contentId: three')),
      'content/x/good-tip.md:2: contentId must be integer',
    ],
    ['a misspelt field', 'tips', file([...TIP, 'titel: Typo']), 'content/x/good-tip.md:10: unknown field "titel" in a tips file'],
    [
      'an unknown pregnancy stage',
      'pregnancy',
      file(replace(PREGNANCY, 'stage:', 'stage: trimester-4')),
      'content/x/good-tip.md:10: unknown stage "trimester-4" (one of: trimester-1, trimester-2, trimester-3, postpartum)',
    ],
    [
      'an unknown help section',
      'help',
      file(replace(HELP, 'section:', 'section: billing')),
      'content/x/good-tip.md:8: unknown section "billing" (one of: trial, plans, cancelling, stores, planner, shopping, workouts, recipes, signing-in, settings, privacy, pregnancy)',
    ],
    [
      'an author on a help article',
      'help',
      file(replace(HELP, 'author:', 'author: priya-nair')),
      'content/x/good-tip.md:5: author must be null',
    ],
    [
      'a slug that is not the file’s name',
      'tips',
      file(replace(TIP, 'slug:', 'slug: other-tip')),
      'content/x/good-tip.md:3: the slug "other-tip" is not the file\'s name: call the file other-tip.md',
    ],
    [
      'an unknown placeholder in the body',
      'tips',
      file(TIP, 'One.\n\nTwo {{TRIAL_LENGTH}}.\n'),
      'content/x/good-tip.md:13: unknown placeholder {{TRIAL_LENGTH}}',
    ],
    [
      'an unknown placeholder in the title',
      'tips',
      file(replace(TIP, 'title:', 'title: The {{NOPE}} tip')),
      'content/x/good-tip.md:4: unknown placeholder {{NOPE}}',
    ],
    ['an unknown filter', 'tips', file(TIP, 'In {{PAGE_TITLES.settings | shout}}.\n'), 'content/x/good-tip.md:11: unknown filter "shout"'],
    [
      'a link in the body',
      'tips',
      file(TIP, 'One.\n\nSee [this](https://example.com).\n'),
      'content/x/good-tip.md:13: a link cannot be shown in an article',
    ],
    ['an image in the body', 'tips', file(TIP, '![a cat](cat.png)\n'), 'content/x/good-tip.md:11: an image cannot be shown in an article'],
    [
      'a # heading',
      'tips',
      file(TIP, '# Big title\n\nText.\n'),
      "content/x/good-tip.md:11: a # heading: an article's headings are ## and ###",
    ],
    [
      'a code block',
      'tips',
      file(TIP, 'Text.\n\n```\ncode\n```\n'),
      'content/x/good-tip.md:13: a code block cannot be shown in an article',
    ],
    ['raw HTML', 'tips', file(TIP, 'Text <b>bold</b>.\n'), 'content/x/good-tip.md:11: HTML cannot be shown in an article'],
    ['a script', 'tips', file(TIP, 'Text.\n\n<script>alert(1)</script>\n'), 'content/x/good-tip.md:13: HTML cannot be shown in an article'],
    ['a loose list', 'tips', file(TIP, '- one\n\n- two\n'), 'content/x/good-tip.md:11: a list item holds paragraphs'],
    ['an empty body', 'tips', file(TIP, '\n'), 'content/x/good-tip.md:11: the body is empty'],
    [
      'cues out of order',
      'meditations',
      file(replace(MEDITATION, "  - at: '2:40'", "  - at: '0:00'")),
      'content/x/good-tip.md:15: the cues are in time order, one after the other',
    ],
    [
      'a breath hold in a pregnancy-safe meditation',
      'meditations',
      file(replace(replace(MEDITATION, '  - Meditation', '  - Pregnancy-safe'), '    phase: close', '    phase: box')),
      'content/x/good-tip.md:15: box holds the breath, which a meditation tagged Pregnancy-safe leaves out',
    ],
    [
      'a pregnancy-safe meditation lying flat',
      'meditations',
      file(replace(replace(MEDITATION, '  - Meditation', '  - Pregnancy-safe'), 'position:', 'position: lying')),
      'content/x/good-tip.md:10: a meditation tagged Pregnancy-safe is never done lying flat on the back',
    ],
    [
      'a meditation under three minutes',
      'meditations',
      file(replace(MEDITATION, "  - at: '2:40'", "  - at: '1:00'")),
      'content/x/good-tip.md:11: lasts 90 s (the last cue and 30 s of silence): a meditation lasts 3 to 20 minutes',
    ],
  ])('%s', (_name, kind, source, problem) => {
    const { parsed, problems } = parseContentFile(kind, 'content/x/good-tip.md', source);
    expect(parsed).toBeUndefined();
    expect(problems.join('\n')).toContain(problem);
  });

  it('names the problems of its front matter and of its body at once', () => {
    const { problems } = parseContentFile(
      'tips',
      'content/x/good-tip.md',
      file([...TIP, 'titel: Typo'], 'See [this](https://example.com).\n'),
    );
    expect(problems).toEqual([
      'content/x/good-tip.md:10: unknown field "titel" in a tips file',
      'content/x/good-tip.md:12: a link cannot be shown in an article (allowed: paragraphs, ## and ### headings, lists, > quotes, **strong**, *em*)',
    ]);
  });
});

describe('a content folder', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'content-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const folder = (name: string, files: Record<string, string>) => {
    const dir = path.join(root, name, 'content');
    for (const [at, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, at)), { recursive: true });
      writeFileSync(path.join(dir, at), text);
    }
    return dir;
  };
  const problemsOf = (dir: string) => {
    try {
      readContentFolder(dir);
    } catch (error) {
      if (error instanceof ContentFileError) return error.problems;
      throw error;
    }
    return [];
  };

  it('reads each kind in contentId order, and the help articles with their sections', () => {
    const dir = folder('good', {
      'README.md': '# For writers\n',
      'tips/good-tip.md': file(TIP),
      'tips/an-older-tip.md': file(replace(replace(TIP, 'contentId:', 'contentId: 3001'), 'slug:', 'slug: an-older-tip')),
      'help/help-one.md': file(replace(replace(HELP, 'contentId:', 'contentId: 9101'), 'slug:', 'slug: help-one')),
    });
    const content = readContentFolder(dir);
    expect(content.articles.tips.map((a) => a.contentId)).toEqual([3001, 3999]);
    expect(content.articles.help.map((a) => a.tags)).toEqual([['Help', 'trial']]);
    expect(content.help).toEqual([{ contentId: 9101, section: 'trial', labels: ['trial'] }]);
  });

  it.each<[string, Record<string, string>, string[]]>([
    [
      'one bad file among good ones gives nothing',
      { 'tips/good-tip.md': file(TIP), 'tips/bad-tip.md': file(replace(TIP, 'slug:', 'slug: bad-tip').concat('stage: x')) },
      ['content/tips/bad-tip.md:10: unknown field "stage" in a tips file'],
    ],
    [
      'an unknown kind of content',
      { 'recipes/good-tip.md': file(TIP) },
      ['content/recipes: unknown kind of content (the folders are blogs, pregnancy, tips, meditations, policies, help)'],
    ],
    ['a file that is not Markdown', { 'tips/notes.txt': 'hello' }, ['content/tips/notes.txt: not a Markdown file (.md)']],
    [
      'two files with one contentId',
      { 'tips/good-tip.md': file(TIP), 'tips/same-id.md': file(replace(TIP, 'slug:', 'slug: same-id')) },
      ["content/tips/same-id.md:1: the contentId 3999 is already content/tips/good-tip.md's"],
    ],
  ])('%s', (name, files, problems) => {
    expect(problemsOf(folder(name.replace(/\W+/g, '-'), files))).toEqual(problems);
  });
});
