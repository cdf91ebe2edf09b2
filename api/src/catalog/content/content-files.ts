import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { Type, type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { fullDate, localDate } from '@app/shared/dates';
import type { Article, ArticleType, MeditationCue } from '../articles/types.ts';
import {
  BREATH_HOLD_PHASES,
  CLOSING_SILENCE_SECONDS,
  PREGNANCY_SAFE_TAG,
  MAX_MEDITATION_SECONDS,
  MIN_MEDITATION_SECONDS,
  meditationDurationSeconds,
} from '../articles/meditation-rules.ts';
import { CARE_REMINDER, readMinutesFor, regionalTitles } from '../stories/outline.ts';
import type { PregnancyStage } from '../stories/types.ts';
import { renderArticleMarkdown } from './article-markdown.ts';
import { CONTENT_VALUES, fillPlaceholders } from './content-placeholders.ts';

/**
 * The content a writer edits without TypeScript: one Markdown file per article under content/,
 * a folder per kind. The front matter (YAML) holds the structured fields, the body the prose.
 * readContentFolder reads them all and returns the catalog's articles, or throws ContentFileError
 * naming every bad file and line: a folder with one bad file gives nothing at all.
 */
const CONTENT_DIR = process.env.CONTENT_DIR
  ? path.resolve(process.env.CONTENT_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

/** Folder under content/ -> the articles' type. */
const CONTENT_KINDS = {
  blogs: 'blogs',
  pregnancy: 'pregnancy',
  tips: 'tips',
  meditations: 'meditation',
  policies: 'policy',
  help: 'help',
} as const satisfies Record<string, ArticleType>;
export type ContentKind = keyof typeof CONTENT_KINDS;

const PREGNANCY_STAGES = ['trimester-1', 'trimester-2', 'trimester-3', 'postpartum'] as const satisfies readonly PregnancyStage[];
const HELP_SECTION_KEYS = [
  'trial',
  'plans',
  'cancelling',
  'stores',
  'planner',
  'shopping',
  'workouts',
  'recipes',
  'signing-in',
  'settings',
  'privacy',
  'pregnancy',
] as const;
export type HelpSectionKey = (typeof HELP_SECTION_KEYS)[number];
const POSITIONS = ['seated', 'lying', 'side-lying'] as const;

const Slug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 });
const Line = Type.String({ minLength: 1, maxLength: 600 });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Words = Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { minItems: 1, maxItems: 20 });

const common = {
  contentId: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }),
  slug: Slug,
  title: Line,
  /** Only where the region's title is not the one the spelling rules give (outline.ts regionalTitles). */
  titleUK: Type.Optional(Line),
  titleUS: Type.Optional(Line),
  summary: Line,
  publishedOn: Day,
};
const byExpert = { ...common, author: Slug, tags: Words };
const byTheTeam = { ...common, author: Type.Null() };

const Cue = Type.Object(
  {
    /** Seconds from the start, or "m:ss". */
    at: Type.Union([Type.Integer({ minimum: 0, maximum: 7200 }), Type.String({ pattern: '^\\d{1,3}:[0-5]\\d$' })]),
    text: Line,
    phase: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,40}$' })),
    pace: Type.Optional(
      Type.Object(
        {
          inhale: Type.Integer({ minimum: 1, maximum: 30 }),
          hold: Type.Integer({ minimum: 0, maximum: 30 }),
          exhale: Type.Integer({ minimum: 1, maximum: 30 }),
          holdEmpty: Type.Integer({ minimum: 0, maximum: 30 }),
          breaths: Type.Integer({ minimum: 1, maximum: 200 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const strict = { additionalProperties: false } as const;
const FRONT_MATTER = {
  blogs: Type.Object({ ...byExpert, careReminder: Type.Optional(Type.Boolean()) }, strict),
  pregnancy: Type.Object({ ...byExpert, stage: Type.Enum([...PREGNANCY_STAGES]) }, strict),
  tips: Type.Object(byExpert, strict),
  meditations: Type.Object(
    { ...byExpert, position: Type.Enum([...POSITIONS]), script: Type.Array(Cue, { minItems: 2, maxItems: 400 }) },
    strict,
  ),
  policies: Type.Object({ ...byTheTeam, tags: Words }, strict),
  help: Type.Object({ ...byTheTeam, section: Type.Enum([...HELP_SECTION_KEYS]), labels: Words }, strict),
} satisfies Record<ContentKind, TSchema>;

const CHECKS = Object.fromEntries(Object.entries(FRONT_MATTER).map(([kind, schema]) => [kind, Compile(schema)])) as {
  [K in ContentKind]: ReturnType<typeof Compile<(typeof FRONT_MATTER)[K]>>;
};

/** Where a field's values must come from, for the message naming an unknown one. */
const CHOICES: Record<string, readonly string[]> = { stage: PREGNANCY_STAGES, section: HELP_SECTION_KEYS, position: POSITIONS };

type MeditationFront = Static<(typeof FRONT_MATTER)['meditations']>;
type HelpFront = Static<(typeof FRONT_MATTER)['help']>;

/** A help article and where the help centre files it. */
interface HelpPlacement {
  contentId: number;
  section: HelpSectionKey;
  labels: string[];
}

export interface ContentFolder {
  /** Each kind's articles in contentId order. */
  articles: Record<ContentKind, Article[]>;
  help: HelpPlacement[];
}

export class ContentFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the content files, nothing was read:\n${problems.join('\n')}`);
    this.name = 'ContentFileError';
  }
}

/** The file line of a front matter field: `key:` at the top level, or the n-th item of a list under it. */
function fieldLine(frontMatterLines: readonly string[], instancePath: string): number {
  const [key, index] = instancePath.split('/').filter(Boolean);
  if (!key) return 1;
  const keyAt = frontMatterLines.findIndex((line) => line.startsWith(`${key}:`));
  if (keyAt < 0) return 1;
  if (index === undefined || !/^\d+$/.test(index)) return keyAt + 1;
  let seen = -1;
  for (let at = keyAt + 1; at < frontMatterLines.length && /^(\s|-)/.test(frontMatterLines[at]!); at += 1) {
    if (/^\s*- /.test(frontMatterLines[at]!) && (seen += 1) === Number(index)) return at + 1;
  }
  return keyAt + 1;
}

const seconds = (at: number | string) => (typeof at === 'number' ? at : Number(at.split(':')[0]) * 60 + Number(at.split(':')[1]));
/** YAML reads an unquoted 2026-11-20 as a date: back to the day it names. */
const plain = (value: unknown): unknown =>
  value instanceof Date
    ? localDate(value, 'UTC')
    : Array.isArray(value)
      ? value.map(plain)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]))
        : value;

interface Parsed {
  article: Article;
  help?: HelpPlacement;
}

/** One file: its article, or its problems as "file:line: message". */
export function parseContentFile(kind: ContentKind, name: string, source: string): { parsed?: Parsed; problems: string[] } {
  const problems: string[] = [];
  const at = (line: number, message: string) => problems.push(`${name}:${line}: ${message}`);
  if (!source.startsWith('---')) {
    at(1, 'no front matter: a content file starts with a --- line, its fields, and another --- line');
    return { problems };
  }
  let file: matter.GrayMatterFile<string>;
  try {
    file = matter(source, {});
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = error instanceof Error ? ((error as { reason?: string }).reason ?? error.message.split('\n')[0]) : String(error);
    at((mark?.line ?? 0) + 1, `bad front matter: ${reason}`);
    return { problems };
  }
  const frontLines = ['---', ...file.matter.replace(/^\n/, '').split('\n')];
  const bodyOffset = source.slice(0, source.length - file.content.length).split('\n').length - 1;
  const data = plain(file.data) as Record<string, unknown>;
  /** The body's HTML; its problems (with their file lines) are added, bad front matter or not. */
  const renderBody = (values: ReadonlyMap<string, string>) => {
    const body = fillPlaceholders(file.content, values);
    for (const problem of body.problems) at(bodyOffset + problem.line, problem.message);
    const rendered = renderArticleMarkdown(body.text);
    for (const problem of rendered.problems) at(bodyOffset + problem.line, problem.message);
    if (!rendered.html) at(bodyOffset + 1, 'the body is empty');
    return rendered.html;
  };
  const check = CHECKS[kind];
  if (!check.Check(data)) {
    for (const error of check.Errors(data)) {
      if (error.keyword === 'boolean') continue; // the additionalProperties error says it
      if (error.keyword === 'required') {
        const missing = (error.params as { requiredProperties?: string[] }).requiredProperties ?? [];
        at(1, `the front matter lacks ${missing.map((field) => `"${field}"`).join(', ')}`);
      } else if (error.keyword === 'additionalProperties') {
        const extra = (error.params as { additionalProperties?: string[] }).additionalProperties ?? [];
        for (const field of extra)
          at(fieldLine(frontLines, `${error.instancePath}/${field}`), `unknown field "${field}" in a ${kind} file`);
      } else {
        const field = error.instancePath.split('/').filter(Boolean).join('.');
        const choices = CHOICES[field];
        const value = error.instancePath
          .split('/')
          .filter(Boolean)
          .reduce<unknown>((into, key) => (into as Record<string, unknown> | undefined)?.[key], data);
        at(
          fieldLine(frontLines, error.instancePath),
          choices
            ? `unknown ${field} ${JSON.stringify(value)} (one of: ${choices.join(', ')})`
            : `${field || 'the front matter'} ${error.message}`,
        );
      }
    }
    renderBody(CONTENT_VALUES);
    return { problems: [...new Set(problems)] };
  }
  const front = data as Static<(typeof FRONT_MATTER)[ContentKind]>;
  if (`${front.slug}.md` !== path.basename(name))
    at(fieldLine(frontLines, '/slug'), `the slug "${front.slug}" is not the file's name: call the file ${front.slug}.md`);

  const values = new Map([...CONTENT_VALUES, ['LAST_UPDATED', fullDate(front.publishedOn)]]);
  const field = (key: 'title' | 'titleUK' | 'titleUS' | 'summary') => {
    const raw = front[key];
    if (raw === undefined) return undefined;
    const filled = fillPlaceholders(raw, values);
    for (const problem of filled.problems) at(fieldLine(frontLines, `/${key}`), problem.message);
    return filled.text;
  };
  const title = field('title')!;
  const summary = field('summary')!;
  const titleUK = field('titleUK');
  const titleUS = field('titleUS');

  const html = renderBody(values);
  const careReminder = kind === 'pregnancy' || (kind === 'blogs' && (front as { careReminder?: boolean }).careReminder === true);
  const bodyHtml = careReminder ? `${html}\n<p><em>${CARE_REMINDER}</em></p>` : html;

  const type = CONTENT_KINDS[kind];
  const help = kind === 'help' ? (front as HelpFront) : undefined;
  const article: Article = {
    id: front.slug,
    contentId: front.contentId,
    type,
    title,
    ...regionalTitles(title),
    ...(titleUK !== undefined && { titleUK }),
    ...(titleUS !== undefined && { titleUS }),
    urlPartial: front.slug,
    authorInternalName: front.author,
    summary,
    bodyHtml,
    tags: help ? ['Help', ...help.labels] : (front as { tags: string[] }).tags,
    publishedOn: front.publishedOn,
    readMinutes: readMinutesFor(bodyHtml),
    ...(kind === 'pregnancy' && { stage: (front as { stage: PregnancyStage }).stage }),
  };
  if (kind === 'meditations') {
    const meditation = front as MeditationFront;
    const safeInPregnancy = meditation.tags.includes(PREGNANCY_SAFE_TAG);
    const script = meditation.script.map(({ at: when, ...cue }): MeditationCue => ({ atSecond: seconds(when), ...cue }));
    script.forEach((cue, index) => {
      const line = fieldLine(frontLines, `/script/${index}`);
      if (index === 0 && cue.atSecond !== 0) at(line, 'the first cue is at 0:00');
      if (index > 0 && cue.atSecond <= script[index - 1]!.atSecond) at(line, 'the cues are in time order, one after the other');
      if (safeInPregnancy && cue.phase && BREATH_HOLD_PHASES.includes(cue.phase))
        at(line, `${cue.phase} holds the breath, which a meditation tagged ${PREGNANCY_SAFE_TAG} leaves out`);
    });
    if (safeInPregnancy && meditation.position === 'lying')
      at(
        fieldLine(frontLines, '/position'),
        `a meditation tagged ${PREGNANCY_SAFE_TAG} is never done lying flat on the back (seated or side-lying)`,
      );
    const duration = meditationDurationSeconds(script);
    if (duration < MIN_MEDITATION_SECONDS || duration > MAX_MEDITATION_SECONDS) {
      at(
        fieldLine(frontLines, '/script'),
        `lasts ${duration} s (the last cue and ${CLOSING_SILENCE_SECONDS} s of silence): a meditation lasts 3 to 20 minutes`,
      );
    }
    Object.assign(article, { script, durationSeconds: duration });
  }
  if (problems.length > 0) return { problems };
  return {
    parsed: { article, ...(help && { help: { contentId: front.contentId, section: help.section, labels: help.labels } }) },
    problems,
  };
}

/** Reads every content/<kind>/*.md; throws ContentFileError naming each bad file and line. */
export function readContentFolder(dir: string = CONTENT_DIR): ContentFolder {
  const problems: string[] = [];
  const shown = (file: string) => path.relative(path.dirname(dir), file) || file;
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ContentFileError([`${dir}: no content folder here`]);
  const articles = Object.fromEntries(Object.keys(CONTENT_KINDS).map((kind) => [kind, [] as Article[]])) as Record<ContentKind, Article[]>;
  const help: HelpPlacement[] = [];
  const owners = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isFile()) continue; // content/README.md, for the writers
    const kind = entry.name as ContentKind;
    if (!(entry.name in CONTENT_KINDS)) {
      problems.push(
        `${shown(path.join(dir, entry.name))}: unknown kind of content (the folders are ${Object.keys(CONTENT_KINDS).join(', ')})`,
      );
      continue;
    }
    for (const name of readdirSync(path.join(dir, kind)).sort()) {
      const file = path.join(dir, kind, name);
      if (!name.endsWith('.md')) {
        problems.push(`${shown(file)}: not a Markdown file (.md)`);
        continue;
      }
      const result = parseContentFile(kind, shown(file), readFileSync(file, 'utf8'));
      problems.push(...result.problems);
      if (!result.parsed) continue;
      const { article } = result.parsed;
      for (const key of [`contentId ${article.contentId}`, `slug ${article.id}`]) {
        const owner = owners.get(key);
        if (owner) problems.push(`${shown(file)}:1: the ${key} is already ${owner}'s`);
        else owners.set(key, shown(file));
      }
      articles[kind].push(article);
      if (result.parsed.help) help.push(result.parsed.help);
    }
  }
  if (problems.length > 0) throw new ContentFileError(problems);
  for (const list of Object.values(articles)) list.sort((a, b) => a.contentId - b.contentId);
  help.sort((a, b) => a.contentId - b.contentId);
  return { articles, help };
}

const read = new Map<string, ContentFolder>();

/** readContentFolder, once per folder per process (the seed, the catalog tests and the API all ask). */
export function contentFolder(dir: string = CONTENT_DIR): ContentFolder {
  let folder = read.get(dir);
  if (!folder) {
    folder = readContentFolder(dir);
    read.set(dir, folder);
  }
  return folder;
}
