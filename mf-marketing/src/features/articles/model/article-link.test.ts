import { describe, expect, it } from 'vitest';
import { articlePath } from './article-link.ts';

describe('articlePath', () => {
  it.each([
    [{ articleId: 12, title: 'Why Rest Days Matter', urlPartial: null }, '/show/blogs/article/12/why-rest-days-matter'],
    [{ articleId: 3, title: 'Anything', urlPartial: 'protein-101' }, '/show/blogs/article/3/protein-101'],
    [{ articleId: 5, title: 'Eat, sleep & repeat' }, '/show/blogs/article/5/eat%2C-sleep-%26-repeat'],
  ])('%o -> %s', (article, path) => {
    expect(articlePath(article)).toBe(path);
  });
});
