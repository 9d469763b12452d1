/** Development helpers: the outbox viewer, loopback only and never in production (ADR 077). */
import { defineModule } from '#server/context';
import { registerDevRoutes } from './dev.routes';

export const devModule = defineModule({
  name: 'dev',
  async register(app, ctx) {
    registerDevRoutes(app, ctx);
  },
});
