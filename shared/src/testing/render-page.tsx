import type { ReactElement } from 'react';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { installBaseQuery } from '@app/shared/api';
import { createAppStore } from '@app/shared/store';

export type FakeRoute = (request: Request) => Response | Promise<Response> | undefined;

export const envelope = (status: number, data: unknown, message = 'OK', errorCode?: string) =>
  new Response(JSON.stringify({ code: status, data, message, ...(errorCode ? { errorCode } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Where the page navigated to, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a page of this remote as the shell would: the one store of the shared slices, a
 * router at `path`, and a fake server answering each request (404 when no route answers).
 */
export function renderPage(
  page: ReactElement,
  { path, pattern = path.split('?')[0]!, routes }: { path: string; pattern?: string; routes: FakeRoute[] },
) {
  const requests: Request[] = [];
  installBaseQuery(
    fetchBaseQuery({
      baseUrl: 'http://app.test',
      fetchFn: async (input) => {
        const request = input as Request;
        requests.push(request.clone());
        for (const route of routes) {
          const response = await route(request);
          if (response) return response;
        }
        return envelope(404, null, 'Not found');
      },
    }),
  );
  const store = createAppStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, requests, store };
}

/** A route answering one method and path. */
export function on(method: string, pathname: string, answer: (request: Request) => Response | Promise<Response>): FakeRoute {
  return (request) => {
    const url = new URL(request.url);
    return request.method === method && url.pathname === pathname ? answer(request) : undefined;
  };
}
