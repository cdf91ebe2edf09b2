import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export interface OpenapiOptions {
  /** The app's origin (PUBLIC_URL): the document's server. */
  publicUrl: string;
  /** Serve the document and its UI at /docs (DOCS); the document is built either way. */
  serveDocs: boolean;
}

/** The OpenAPI document of every route (from their schemas), and a browsable UI at /docs when serveDocs. */
async function openapi(app: FastifyInstance, options: OpenapiOptions) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kindred API',
        description:
          'Every reply is an envelope { code, data, message }; errors add errorCode. Send the browser timezone in the Timezone header.',
        version: '1.0.0',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A member’s access token (login, confirm-otp, refresh-token)' },
          metricsToken: { type: 'http', scheme: 'bearer', description: 'The operators’ METRICS_TOKEN (Prometheus, remote:status)' },
        },
      },
      tags: [
        { name: 'user-service', description: 'Accounts, sessions, one-time codes, password reset, onboarding, settings' },
        { name: 'subscription-service', description: 'Plans and the member’s subscription' },
        { name: 'platform', description: 'Platform config and the about page' },
        { name: 'home', description: 'The public home page’s data' },
        { name: 'system', description: 'Health, media and the development outbox' },
        {
          name: 'help centre',
          description: 'The help centre in the Zendesk Help Center API’s shape, at its paths: Zendesk’s replies, paging and { error, description } refusals, not the envelope',
        },
      ],
    },
    // Every operation states its security: a route that declares none (memberOnly declares the
    // bearer token) is public, and says so with an empty list.
    transform: ({ schema, url }) => ({ schema: schema && !schema.security ? { ...schema, security: [] } : schema, url }),
  });
  if (!options.serveDocs) return;
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Served over plain http on a laptop, upgrading requests to https would break the page; the
    // UI sets inline styles, as the app's own policy allows.
    transformStaticCSP: (header) =>
      header.replace(/\s*upgrade-insecure-requests;?/, '').replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline' https:"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

export default fp(openapi, { name: 'openapi' });
