import { describe, expect, it } from 'vitest';
import { CANCEL_ANYTIME, FREE_TRIAL_DAYS, HOME_PLANS, formatDollars, trialDaysText } from '@app/shared/plans/plan-display';
import { AUTHORS } from '../../../src/db/seed/content/authors.ts';
import { buildStoryCatalog } from '../../../src/catalog/stories/index.ts';
import { countWords, readMinutesFor } from '../../../src/catalog/stories/outline.ts';
import { buildArticleCatalog, type Article } from '../../../src/catalog/articles/index.ts';
import {
  BREATH_HOLD_PHASES,
  CLOSING_SILENCE_SECONDS,
  PREGNANCY_SAFE_TAG,
  speakingSeconds,
} from '../../../src/catalog/articles/meditation-rules.ts';
import { POLICY_PAGES } from '@app/shared/routes';
import { htmlProblems, plainText } from './html-allowlist.ts';

const catalog = buildArticleCatalog();
const { tips, meditations, policies, help, helpCentre, all } = catalog;
const expertNames = new Set(AUTHORS.map((author) => author.internalName));

const duplicates = (values: readonly (string | number)[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('the article catalog', () => {
  it('has at least 40 tips, 30 meditations, 3 policies and 20 help articles', () => {
    expect(tips.length).toBeGreaterThanOrEqual(40);
    expect(meditations.length).toBeGreaterThanOrEqual(30);
    expect(policies.map((policy) => policy.urlPartial)).toEqual(['privacy-policy', 'terms-and-conditions', 'billing-terms']);
    expect(help.length).toBeGreaterThanOrEqual(20);
    expect(all).toHaveLength(tips.length + meditations.length + policies.length + help.length);
  });

  it('is the same on every build', () => {
    expect(buildArticleCatalog()).toEqual(catalog);
  });

  it('has unique ids, contentIds, titles and urlPartials', () => {
    expect(duplicates(all.map((a) => a.id))).toEqual([]);
    expect(duplicates(all.map((a) => a.contentId))).toEqual([]);
    expect(duplicates(all.map((a) => a.title.toLowerCase()))).toEqual([]);
    expect(duplicates(all.map((a) => a.urlPartial))).toEqual([]);
  });

  it('shares no id, contentId, title or urlPartial with the stories (pregnancy and blogs)', () => {
    const stories: Article[] = buildStoryCatalog().all;
    const both = [...all, ...stories];
    expect(duplicates(both.map((a) => a.id))).toEqual([]);
    expect(duplicates(both.map((a) => a.contentId))).toEqual([]);
    expect(duplicates(both.map((a) => a.title.toLowerCase()))).toEqual([]);
    expect(duplicates(both.map((a) => a.urlPartial))).toEqual([]);
  });

  it.each<[string, Article['type'], number, number]>([
    ['tips', 'tips', 3001, 3999],
    ['meditations', 'meditation', 4001, 4999],
    ['policies', 'policy', 9001, 9100],
    ['help', 'help', 9101, 9199],
  ])('%s have their type and contentIds in their range, in a row', (key, type, first, last) => {
    const list = catalog[key as 'tips' | 'meditations' | 'policies' | 'help'];
    expect(new Set(list.map((a) => a.type))).toEqual(new Set([type]));
    expect(list.map((a) => a.contentId)).toEqual(list.map((_, index) => first + index));
    expect(list[list.length - 1]!.contentId).toBeLessThanOrEqual(last);
  });

  it('has slugs of lower-case words and hyphens, the id being the urlPartial', () => {
    for (const article of all) {
      expect(article.urlPartial).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.id).toBe(article.urlPartial);
    }
  });

  it('writes bodies only in the HTML allowlist, with no attribute, link, script or style', () => {
    const unsafe = all.map((a) => ({ title: a.title, problems: htmlProblems(a.bodyHtml) })).filter((a) => a.problems.length > 0);
    expect(unsafe).toEqual([]);
    for (const article of all) expect(article.bodyHtml).not.toMatch(/https?:|www\.|javascript:/i);
  });

  it('keeps summaries to 1-2 plain sentences of 40 to 200 characters', () => {
    for (const article of all) {
      expect(article.summary, article.title).toBe(plainText(article.summary));
      expect(article.summary.length, article.title).toBeGreaterThanOrEqual(40);
      expect(article.summary.length, article.title).toBeLessThanOrEqual(200);
      expect(article.summary, article.title).toMatch(/[.?!]$/);
      expect(article.summary.match(/[.?!](\s|$)/g)!.length, article.title).toBeLessThanOrEqual(2);
    }
  });

  it('computes readMinutes from the body at 200 words a minute', () => {
    for (const article of all) {
      expect(article.readMinutes, article.title).toBe(Math.max(1, Math.ceil(countWords(article.bodyHtml) / 200)));
      expect(article.readMinutes).toBe(readMinutesFor(article.bodyHtml));
    }
  });

  it('dates every article with a real YYYY-MM-DD day no later than the catalog date', () => {
    for (const article of all) {
      expect(article.publishedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${article.publishedOn}T00:00:00Z`).toISOString().slice(0, 10)).toBe(article.publishedOn);
      expect(article.publishedOn <= '2026-11-21').toBe(true);
    }
  });

  it('gives tips and meditations an author among the home page experts; policies and help are the team’s', () => {
    for (const article of [...tips, ...meditations]) expect(expertNames, article.title).toContain(article.authorInternalName);
    for (const article of [...policies, ...help]) expect(article.authorInternalName).toBeNull();
  });

  it('keeps regional titles only where the wording differs', () => {
    const regional = all.filter((a) => a.titleUK !== undefined || a.titleUS !== undefined);
    expect(regional.length).toBeGreaterThan(0);
    for (const article of regional) {
      if (article.titleUK !== undefined) expect(article.titleUK).not.toBe(article.title);
      if (article.titleUS !== undefined) expect(article.titleUS).not.toBe(article.title);
    }
    for (const article of all) {
      if (/\bprograms?\b/i.test(article.title)) expect(article.titleUK, article.title).toMatch(/programme/i);
      if (/\b(mums?|fibre|colour|yoghurt|favourites?)\b/i.test(article.title)) expect(article.titleUS, article.title).toBeDefined();
    }
  });
});

describe('tips', () => {
  it('are 250 to 500 words each', () => {
    const outside = tips.map((t) => ({ title: t.title, words: countWords(t.bodyHtml) })).filter((t) => t.words < 250 || t.words > 500);
    expect(outside).toEqual([]);
  });

  it.each([
    'Training',
    'Nutrition',
    'Sleep',
    'Stress',
    'Habits',
    'Cycle',
    'Protein',
    'Fibre',
    'Hydration',
    'Meal prep',
    'Recovery',
    'Energy',
    'Form',
    'Warm-up',
    'Progress',
  ])('cover %s', (tag) => {
    expect(tips.filter((t) => t.tags.includes(tag)).length).toBeGreaterThanOrEqual(1);
  });

  it('are written by the expert of their subject', () => {
    for (const tip of tips) {
      if (tip.tags[0] === 'Nutrition') expect(tip.authorInternalName, tip.title).toBe('priya-nair');
      if (tip.tags[0] === 'Sleep') expect(tip.authorInternalName, tip.title).toBe('amara-okafor');
      if (tip.tags[0] === 'Running') expect(tip.authorInternalName, tip.title).toBe('chloe-martin');
    }
  });
});

describe('meditations', () => {
  it('last 3 to 20 minutes: the last cue plus the closing silence', () => {
    for (const meditation of meditations) {
      const script = meditation.script!;
      expect(meditation.durationSeconds, meditation.title).toBe(script[script.length - 1]!.atSecond + CLOSING_SILENCE_SECONDS);
      expect(meditation.durationSeconds!).toBeGreaterThanOrEqual(180);
      expect(meditation.durationSeconds!).toBeLessThanOrEqual(1200);
    }
  });

  it('start at 0 and give every cue time to be spoken before the next, with no silence over 75 s', () => {
    for (const meditation of meditations) {
      const script = meditation.script!;
      expect(script[0]!.atSecond).toBe(0);
      script.slice(1).forEach((cue, index) => {
        const previous = script[index]!;
        const gap = cue.atSecond - previous.atSecond;
        expect(gap, `${meditation.title} at ${previous.atSecond}s: "${previous.text}"`).toBeGreaterThanOrEqual(
          speakingSeconds(previous.text),
        );
        expect(gap, `${meditation.title} at ${previous.atSecond}s`).toBeLessThanOrEqual(75);
      });
      for (const cue of script) expect(cue.text.trim().length).toBeGreaterThan(0);
    }
  });

  const BREATH_PHASES = ['box', '4-7-8', 'longer-exhale', 'sighing', 'pelvic-floor-breath', 'counting'];
  const MINUTES = [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ];
  const phasesOf = (meditation: Article) => meditation.script!.filter((cue) => cue.phase);

  it('are all different: no two share their script', () => {
    expect(duplicates(meditations.map((m) => JSON.stringify(m.script)))).toEqual([]);
  });

  it('each open with a cue of their own, which says how long they last', () => {
    const openings = meditations.map((m) => m.script![0]!.text);
    expect(duplicates(openings)).toEqual([]);
    for (const meditation of meditations) {
      const opening = meditation.script![0]!.text;
      const minutes = Math.round(meditation.durationSeconds! / 60);
      expect(opening, meditation.title).toContain(`For the next ${MINUTES[minutes]} minutes`);
      // The posture comes second, after the practice has said what it is.
      expect(opening, meditation.title).not.toMatch(/^(Lie|Find a comfortable seat)/);
    }
  });

  it('cue breathing from the start when they are breathing practices', () => {
    const breathing = meditations.filter((m) => m.tags.includes('Breath') || BREATH_PHASES.includes(phasesOf(m)[1]?.phase ?? ''));
    expect(breathing.length).toBeGreaterThanOrEqual(8);
    for (const meditation of breathing) expect(meditation.script![0]!.text, meditation.title).toMatch(/\bbreath|\bbreathe|\bsighs?\b/i);
    const fourSevenEight = meditations.find((m) => m.title === '4-7-8 breathing for sleep')!.script!;
    expect(fourSevenEight[0]!.text).toMatch(/breathe in for four, hold for seven and breathe out for eight/);
    expect(fourSevenEight[0]!.text).not.toMatch(/Lie down on your back/);
    expect(fourSevenEight.find((cue) => cue.pace)).toMatchObject({ pace: { inhale: 4, hold: 7, exhale: 8, holdEmpty: 0, breaths: 4 } });
  });

  it('mark where each part of the practice starts, from arriving to closing, and the paced breaths each breathing part holds', () => {
    for (const meditation of meditations) {
      const script = meditation.script!;
      const phases = phasesOf(meditation);
      expect(phases[0], meditation.title).toMatchObject({ atSecond: 0, phase: 'arrive' });
      expect(phases[phases.length - 1]!.phase, meditation.title).toBe('close');
      const paced = phases.filter((cue) => BREATH_PHASES.includes(cue.phase!) && cue.phase !== 'counting');
      const paces = script.filter((cue) => cue.pace);
      expect(paces.length, meditation.title).toBe(paced.length);
      for (const cue of paces) {
        const { inhale, hold, exhale, holdEmpty, breaths } = cue.pace!;
        // The breaths end before the next part of the practice starts.
        const nextPhase = phases.find((phase) => phase.atSecond > cue.atSecond)!;
        expect(
          cue.atSecond + (inhale + hold + exhale + holdEmpty) * breaths,
          `${meditation.title} at ${cue.atSecond}s`,
        ).toBeLessThanOrEqual(nextPhase.atSecond);
        expect(cue.text, meditation.title).toMatch(/^(Breathe in|In,)/);
      }
    }
  });

  it('introduce themselves in 2 to 4 sentences and carry a theme', () => {
    for (const meditation of meditations) {
      const sentences = plainText(meditation.bodyHtml).match(/[.?!](\s|$)/g)!.length;
      expect(sentences, meditation.title).toBeGreaterThanOrEqual(2);
      expect(sentences, meditation.title).toBeLessThanOrEqual(4);
      expect(meditation.tags.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('cover the themes', () => {
    for (const theme of ['Sleep', 'Stress', 'Body scan', 'Breath', 'Focus', 'Gratitude', 'Kindness', 'Post-workout', 'Pregnancy-safe']) {
      expect(meditations.filter((m) => m.tags.includes(theme)).length, theme).toBeGreaterThanOrEqual(2);
    }
  });

  it('hold no breath and never lie on the back when marked pregnancy-safe', () => {
    const safe = meditations.filter((m) => m.tags.includes(PREGNANCY_SAFE_TAG));
    expect(safe.length).toBeGreaterThanOrEqual(4);
    for (const meditation of safe) {
      expect(phasesOf(meditation).filter((cue) => BREATH_HOLD_PHASES.includes(cue.phase!))).toEqual([]);
      for (const cue of meditation.script!)
        expect(cue.text, meditation.title).not.toMatch(/\bhold (your breath|gently|empty|for)|on your back/i);
    }
  });
});

describe('policies', () => {
  it('are the footer’s pages: their titles, slugs and contentIds', () => {
    const pages = [POLICY_PAGES.privacyPolicy, POLICY_PAGES.termsConditions, POLICY_PAGES.billingTerms];
    expect(policies.map((p) => [p.title, p.contentId])).toEqual(pages.map((page) => [page.title, page.contentId]));
  });

  const billing = plainText(policies.find((p) => p.urlPartial === 'billing-terms')!.bodyHtml);

  it('state every plan’s price, the trial and cancelling as the plan picker does', () => {
    for (const plan of HOME_PLANS) expect(billing).toContain(`${plan.name}: ${formatDollars(plan.priceCents)} AUD`);
    expect(billing).toContain(trialDaysText(FREE_TRIAL_DAYS));
    expect(billing).toContain(CANCEL_ANYTIME);
    expect(billing).toMatch(/cancel before your trial ends, you are not charged/);
  });

  it('cover members’ rights in each region and how to reach us', () => {
    const privacy = plainText(policies.find((p) => p.urlPartial === 'privacy-policy')!.bodyHtml);
    for (const text of [
      'Australia',
      'United Kingdom',
      'United States',
      'OAIC',
      'ICO',
      'delete',
      'How long we keep it',
      'Contact us',
      '@',
    ]) {
      expect(privacy).toContain(text);
    }
  });
});

describe('the help centre', () => {
  const { categories, sections, articles } = helpCentre;

  it('has at least 20 articles, the same as the catalog’s help articles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(20);
    expect(articles.map((a) => [a.id, a.title, a.body])).toEqual(help.map((a) => [a.contentId, a.title, a.bodyHtml]));
  });

  it('files every article in a section and every section in a category', () => {
    const sectionIds = new Set(sections.map((s) => s.id));
    const categoryIds = new Set(categories.map((c) => c.id));
    for (const article of articles) expect(sectionIds, article.title).toContain(article.section_id);
    for (const section of sections) expect(categoryIds, section.name).toContain(section.category_id);
    for (const section of sections)
      expect(
        articles.some((a) => a.section_id === section.id),
        section.name,
      ).toBe(true);
    for (const category of categories)
      expect(
        sections.some((s) => s.category_id === category.id),
        category.name,
      ).toBe(true);
  });

  it('has unique ids and unique positions within each parent', () => {
    expect(duplicates([...categories, ...sections, ...articles].map((item) => item.id))).toEqual([]);
    expect(duplicates(categories.map((c) => c.position))).toEqual([]);
    for (const category of categories)
      expect(duplicates(sections.filter((s) => s.category_id === category.id).map((s) => s.position))).toEqual([]);
    for (const section of sections)
      expect(duplicates(articles.filter((a) => a.section_id === section.id).map((a) => a.position))).toEqual([]);
  });

  it('has Zendesk fields: its locale, ISO dates in order, labels, safe bodies (the API makes url and html_url)', () => {
    for (const item of [...categories, ...sections, ...articles]) {
      expect(item.locale).toBe('en-au');
      expect(item).not.toHaveProperty('html_url');
      expect(Date.parse(item.created_at)).toBeLessThanOrEqual(Date.parse(item.updated_at));
      expect(item.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    for (const article of articles) {
      expect(article.label_names.length, article.title).toBeGreaterThan(0);
      expect(htmlProblems(article.body)).toEqual([]);
      expect(article.draft).toBe(false);
    }
  });

  it.each([
    ['trial', /trial ends/],
    ['cancel', /undo/i],
    ['card', /card/],
    ['Apple', /Google/],
    ['swap', /leftovers/i],
    ['shopping list', /offline/i],
    ['logbook', /0\.453592/],
    ['program', /progress is kept/i],
    ['region', /United Kingdom/],
    ['password', /Forgot password/],
    ['code', /6-digit/],
    ['delete', /account/],
    ['pregnancy', /trimester/],
  ])('answers questions about %s', (label, text) => {
    const matching = articles.filter((a) => a.label_names.some((l) => l.includes(label.toLowerCase())) || a.title.includes(label));
    expect(matching.length, label).toBeGreaterThan(0);
    expect(
      matching.some((a) => text.test(plainText(a.body))),
      label,
    ).toBe(true);
  });
});
