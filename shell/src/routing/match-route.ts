import { matchRoutes } from 'react-router-dom';
import { ROUTE_TABLE, type RouteEntry } from './route-table.ts';

const matchable = ROUTE_TABLE.map((entry) => ({ path: entry.path, entry }));

/** The route table row that renders a path, ranked as react-router ranks it (static beats dynamic). */
export function findRoute(pathname: string): RouteEntry {
  const matches = matchRoutes(matchable, pathname);
  const best = matches?.[matches.length - 1]?.route as { entry: RouteEntry } | undefined;
  return best?.entry ?? ROUTE_TABLE[ROUTE_TABLE.length - 1]!;
}
