import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** The app's own origin (PUBLIC_URL). */
  publicUrl: string;
  corsOrigins: string[];
  remotesPublicBase: string | null;
  isProduction: boolean;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * Security headers on every reply, and CORS only for the app's own origins. The policy lets the
 * shell load remotes from this origin (or their CDN), images from https, and nothing inline
 * but styles.
 */
async function security(app: FastifyInstance, options: SecurityOptions) {
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
        ...(options.isProduction && options.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The remotes' files are fetched cross-origin when they come from a CDN.
    crossOriginResourcePolicy: { policy: remotesOrigin.length > 0 ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: options.publicUrl.startsWith('https:'),
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
