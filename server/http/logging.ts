import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * A Bestie Shield viewer link is a bearer secret: whoever holds it sees a member's live location.
 * Access logs are read by more people (and kept longer) than the alert lives, so the token segment
 * of /emergency-viewer/<token> (page) and /api/emergency-viewer/<token>[/location] (API) is replaced, and so is a
 * contact's stop link (/stop/<token>, /api/safety-stop/<token>: it carries their number or address, ADR 216).
 * So is a `token` query parameter: the password reset and e-mail verification pages load with their
 * link's token, which still works at that moment (ADR 214).
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/(?:emergency-viewer|stop|safety-stop)\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL redacted. */
function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers?.['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** The app's logger with redacting serializers; a child's serializers override Fastify's defaults. */
export function requestLogger(log: Logger): Logger {
  return log.child({}, { serializers: { req: requestSerializer } });
}
