import type { AppConfig } from '../config.ts';

/**
 * Whether the app is reached over TLS, for one request: PUBLIC_URL is https (a TLS load balancer
 * in front, however the last hop reaches the app), or this request arrived over https (its socket,
 * or X-Forwarded-Proto from a proxy TRUST_PROXY trusts). Cookies the server sets then go out
 * Secure. Without a request it says whether PUBLIC_URL alone makes it so (HSTS is sent then).
 */
export function isSecureDeployment(publicUrl: string, requestProtocol?: string): boolean {
  return new URL(publicUrl).protocol === 'https:' || requestProtocol === 'https';
}

/**
 * What the server says at start when PUBLIC_URL and the way requests will arrive disagree: behind
 * a TLS load balancer without TRUST_PROXY every request looks like plain http to the app.
 */
export function deploymentTransportWarning(config: Pick<AppConfig, 'publicUrl' | 'trustProxy'>): string | null {
  if (!isSecureDeployment(config.publicUrl) || config.trustProxy !== false) return null;
  return (
    `PUBLIC_URL is ${config.publicUrl} (https) but TRUST_PROXY is not set: requests reach the app as http, and it cannot tell ` +
    'the client’s protocol or address. Cookies still go out Secure and HSTS is sent, as PUBLIC_URL says https; set TRUST_PROXY to the load balancer in front.'
  );
}

/** What the server says (once) when a request arrived over https while PUBLIC_URL says http. */
export function requestTransportWarning(publicUrl: string, requestProtocol: string): string | null {
  if (isSecureDeployment(publicUrl) || requestProtocol !== 'https') return null;
  return (
    `A request arrived over https but PUBLIC_URL is ${publicUrl} (http): HSTS is not sent and links in emails use http. ` +
    'Set PUBLIC_URL to the https address people open the app at.'
  );
}
