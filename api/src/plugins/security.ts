import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { deploymentTransportWarning, isSecureDeployment, requestTransportWarning } from '../lib/secure-deployment.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request reached the app over TLS, or PUBLIC_URL says the app is (lib/secure-deployment.ts): cookies go out Secure. */
    readonly secureDeployment: boolean;
  }
}

interface SecurityOptions {
  /** The app's own origin (PUBLIC_URL). */
  publicUrl: string;
  corsOrigins: string[];
  remotesPublicBase: string | null;
  isProduction: boolean;
  trustProxy: AppConfig['trustProxy'];
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Security headers on every reply, and CORS only for the app's own origins. The policy lets the
 * shell load remotes from this origin (or their CDN), images from https, and nothing inline
 * but styles. HSTS and Secure cookies follow isSecureDeployment; the server says so in its log
 * when PUBLIC_URL and the way requests arrive disagree.
 */
async function security(app: FastifyInstance, options: SecurityOptions) {
  app.decorateRequest('secureDeployment', {
    getter(this: FastifyRequest) {
      return isSecureDeployment(options.publicUrl, this.protocol);
    },
  });
  const atStart = deploymentTransportWarning(options);
  if (atStart) app.addHook('onReady', async () => app.log.warn(atStart));
  if (!isSecureDeployment(options.publicUrl)) {
    // Only a request shows that the app is reached over https after all: said once.
    let warned = false;
    app.addHook('onRequest', async (request) => {
      const warning = warned ? null : requestTransportWarning(options.publicUrl, request.protocol);
      if (!warning) return;
      warned = true;
      request.log.warn(warning);
    });
  }

  const remotesOrigin = options.remotesPublicBase ? [originOf(options.remotesPublicBase)] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...remotesOrigin],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'", 'https:', ...remotesOrigin],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", 'https:', ...remotesOrigin],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        ...(options.isProduction && isSecureDeployment(options.publicUrl) ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The remotes' files are fetched cross-origin when they come from a CDN.
    crossOriginResourcePolicy: { policy: remotesOrigin.length > 0 ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Sent on every reply once PUBLIC_URL is https, whether or not this hop was.
    hsts: isSecureDeployment(options.publicUrl),
  });

  const allowed = new Set([originOf(options.publicUrl), ...options.corsOrigins.map(originOf)]);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Timezone'],
    maxAge: 600,
  });
}

export default fp(security, { name: 'security' });
