import { describe, expect, it } from 'vitest';
import { endpointsIn, slicesIn } from './contract-plugin.ts';

describe('endpointsIn', () => {
  it.each<[string, string, string[]]>([
    [
      'the queries and mutations of an injectEndpoints call',
      `export const recipeApi = api.enhanceEndpoints({ addTagTypes: ['Saved'] }).injectEndpoints({
  endpoints: (build) => ({
    recipe: build.query<Recipe, number>({ query: (id) => ({ url: recipePath(id) }) }),
    setRecipeFavourite: build.mutation<boolean, FavouriteRequest>({
      query: (body) => ({ url: FAVOURITE, method: 'POST', body }),
    }),
    listingPages: build.infiniteQuery<Page, Filters, number>({ query: ({ pageParam }) => pageParam }),
  }),
});`,
      ['recipe', 'setRecipeFavourite', 'listingPages'],
    ],
    ['a file that injects nothing, even if it names build.query', 'const recipe: build.query = 1;', []],
    [
      'a nested key that is not an endpoint',
      "api.injectEndpoints({ endpoints: (build) => ({ }) }); const x = { providesTags: ['Saved'] };",
      [],
    ],
  ])('%s', (_case, source, expected) => {
    expect(endpointsIn(source)).toEqual(expected);
  });
});

describe('slicesIn', () => {
  it.each<[string, string, string[]]>([
    ['one slice', "const subscriptionCheckSlice = createSlice({\n  name: 'subscriptionCheck',\n  initialState,", ['subscriptionCheck']],
    ['two slices, double quotes', 'createSlice({ name: "a" }); createSlice({ name: "b" });', ['a', 'b']],
    ['no slice', 'export const rootReducer = combineSlices(api);', []],
  ])('%s', (_case, source, expected) => {
    expect(slicesIn(source)).toEqual(expected);
  });
});
