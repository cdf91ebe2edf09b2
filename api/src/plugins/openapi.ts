import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { PATHS, policyPath } from '@app/shared/routes';
import { KINDRED_COMPANY, SUPPORT_EMAIL } from '../features/help-center/kindred-contact.ts';

interface OpenapiOptions {
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
        contact: { name: `${KINDRED_COMPANY} (the help centre)`, url: `${options.publicUrl}${PATHS.help}`, email: SUPPORT_EMAIL },
        // The terms and conditions are the licence: personal use of the service, no automated access.
        termsOfService: `${options.publicUrl}${policyPath('termsConditions')}`,
        license: {
          name: 'Proprietary: used under the Kindred terms and conditions',
          url: `${options.publicUrl}${policyPath('termsConditions')}`,
        },
      },
      servers: [{ url: options.publicUrl, description: 'This server (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A member’s access token (login, confirm-otp, refresh-token)',
          },
          metricsToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'The operators’ METRICS_TOKEN (Prometheus, remote:status), or from this machine the server’s local operator credential',
          },
          registryToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An operator token of REGISTRY_TOKEN (remote:deploy, rollback, promote, list, status with REGISTRY_URL), or from this machine the local operator credential of a server on PGlite (DATA_DIR/local-operator.json)',
          },
        },
      },
      // Every tag an operation uses, declared with what it groups (the lint test holds new routes to it).
      tags: [
        { name: 'user-service', description: 'Accounts, sessions, one-time codes, password reset, onboarding, settings' },
        {
          name: 'catalog',
          description: 'Workouts, recipes and articles by id, the listings with their filters, and the members’ content search',
        },
        { name: 'planner', description: 'A member’s weekly plan: the week, swaps, completions and her history (search service)' },
        { name: 'programs', description: 'The multi-week programs and their schedules (interaction service)' },
        { name: 'shopping list', description: 'A member’s shopping list, built from recipes and planned meals (interaction service)' },
        { name: 'progress', description: 'A member’s favourites, completions, history, saved items and program progress' },
        { name: 'logbook', description: 'A member’s logged sets per exercise of a workout (progress service)' },
        { name: 'measurements', description: 'A member’s body measurements: weight, waist, hips and chest (progress service)' },
        { name: 'subscription-service', description: 'Plans, the member’s subscription, checkout, cancel and the payments webhook' },
        { name: 'platform', description: 'Platform config and the about page' },
        { name: 'home', description: 'The public home page’s data' },
        {
          name: 'help centre',
          description:
            'The help centre in the Zendesk Help Center API’s shape, at its paths: Zendesk’s replies, paging and { error, description } refusals, not the envelope',
        },
        {
          name: 'system',
          description: 'Health, the generated images under /media, the development outbox and the remote registry’s deploy API (operators)',
        },
        {
          name: 'telemetry',
          description: 'Remote page load reports from the shell, and the operators’ reads: the counts and Prometheus metrics',
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
