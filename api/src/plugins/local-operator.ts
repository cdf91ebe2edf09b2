import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { OperatorToken } from '../features/registry/registry-tokens.ts';
import { createLocalOperator, loopbackUrl, removeLocalOperator, writeLocalOperator } from '../features/registry/local-operator.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This start's local operator credential (features/registry/local-operator.ts); null unless this app holds a PGlite folder. */
    localOperator: OperatorToken | null;
  }
}

interface LocalOperatorOptions {
  /** The PGlite folder this app holds; null on PostgreSQL, or on another app's database (no credential then). */
  dataDir: string | null;
}

/**
 * The local operator credential of a server on PGlite: made at start, written into its data folder
 * once it listens (with the loopback address it answers on), removed when it closes. Apps that
 * never listen (tests calling inject) write nothing.
 */
async function localOperator(app: FastifyInstance, options: LocalOperatorOptions) {
  const { dataDir } = options;
  if (dataDir === null) {
    app.decorate('localOperator', null);
    return;
  }
  const credential = createLocalOperator();
  app.decorate('localOperator', credential);
  app.addHook('onListen', async function () {
    const url = loopbackUrl(this.server.address());
    if (url) writeLocalOperator(dataDir, { url, secret: credential.secret });
    else this.log.warn('the server listens on no loopback address: registry commands on this machine need REGISTRY_TOKEN');
  });
  app.addHook('onClose', async () => removeLocalOperator(dataDir));
}

export default fp(localOperator, { name: 'local-operator', dependencies: ['database'] });
