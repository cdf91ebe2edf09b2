import { describe, expect, it } from 'vitest';
import { HOME_SCREEN_PATH } from '@app/shared/api-contract/home-screen';
import { PLATFORM_PATHS } from '@app/shared/api-contract/platform';
import type { PageRenderRequest } from '@app/shared/prerender/rendered-page';
import { drawServerPage } from '@app/shared/testing/server-page';
import HomePage from '../exposes/home-page.tsx';
import { HOME } from '../exposes/home-fixture.ts';
import * as serverPages from './server-pages.tsx';

const envelope = (data: unknown) => JSON.stringify({ code: 200, data, message: 'OK' });
const CONFIG_PATH = `${PLATFORM_PATHS.platformConfig}?platform=WEB`;
/** The platform config's entry as the home page reads it (the API's seed has the whole one). */
const CONFIG = {
  herobanner: { buttonText: 'START FREE TRIAL', subscriptionMessage: 'Subscriptions start from $10/mo' },
  testimonials: [{ title: 'Stronger than ever', text: 'Ten full push-ups.', username: 'Emma, Brisbane', icon: '/emma.webp', rating: 5 }],
  privacyPolicy: '/show/policy/1/privacy-policy',
  termsConditions: '/show/policy/2/terms',
  billingTerms: '/show/policy/3/billing-terms',
  extraImages: {},
  regions: {},
  commonPattern: [],
};

/** The API as a visitor reads it; `failing` answers nothing. */
function api(failing: string[] = []) {
  const asked: string[] = [];
  const replies: Record<string, unknown> = { [HOME_SCREEN_PATH]: HOME, [CONFIG_PATH]: [{ data: CONFIG }] };
  const read = async (url: string) => (
    asked.push(url),
    Object.hasOwn(replies, url) && !failing.includes(url) ? envelope(replies[url]) : null
  );
  return { asked, read };
}

const draw = (request: PageRenderRequest) => drawServerPage('marketing', serverPages, { './HomePage': HomePage }, request);

// The server draws / for a visitor in Node from the two reads the page's own hooks ask.
describe('the server render of /', () => {
  it('asks the home screen and the platform config, once each, and draws the page from them', async () => {
    const { asked, read } = api();
    const page = await draw({ pathname: '/', search: '', read });
    expect(asked.sort()).toEqual([CONFIG_PATH, HOME_SCREEN_PATH].sort());
    expect(page!.markup).toContain('Programs for every goal');
    expect(page!.markup).toContain('HIIT Burn');
    expect(page!.markup).toContain('Subscriptions start from $10/mo');
    expect(page!.markup).toContain('Stronger than ever');
  });

  it.each([HOME_SCREEN_PATH, CONFIG_PATH])('draws nothing when %s cannot be read: the browser draws the page', async (failing) => {
    expect(await draw({ pathname: '/', search: '', read: api([failing]).read })).toBeNull();
  });

  it('draws nothing for a member, whom the shell sends on from /', async () => {
    const { asked, read } = api();
    expect(await draw({ pathname: '/', search: '', read, member: { userId: 7, today: '2026-11-26' } })).toBeNull();
    expect(asked).toEqual([]);
  });
});
