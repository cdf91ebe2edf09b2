/** An operator token: its name (recorded as who changed the registry) and its secret. */
export interface OperatorToken {
  name: string;
  secret: string;
}

/** REGISTRY_TOKEN: comma-separated `name:secret` pairs (a bare secret is named "operator"); secrets of 24 characters at least. */
export function parseRegistryTokens(value: string | null): OperatorToken[] {
  if (!value) return [];
  return value.split(',').map((pair) => {
    const trimmed = pair.trim();
    const colon = trimmed.indexOf(':');
    const token = colon > 0 ? { name: trimmed.slice(0, colon), secret: trimmed.slice(colon + 1) } : { name: 'operator', secret: trimmed };
    if (!/^[\w.@-]{1,64}$/.test(token.name) || token.secret.length < 24) {
      throw new Error('REGISTRY_TOKEN: give name:secret pairs, comma-separated, each secret 24 characters or more.');
    }
    return token;
  });
}
