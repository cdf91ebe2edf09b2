export const POLICY_PARAM = 'isPolicy';

/** SPEC section 2: a policy link carries isPolicy=true, added once, keeping any other query and hash. */
export function withPolicyFlag(link: string): string {
  const hashAt = link.indexOf('#');
  const hash = hashAt >= 0 ? link.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? link.slice(0, hashAt) : link;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '');
  params.set(POLICY_PARAM, 'true');
  return `${path}?${params.toString()}${hash}`;
}
