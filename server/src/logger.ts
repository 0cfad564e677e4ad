import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config/env';

/** Structured JSON logs; secrets in headers and bodies are redacted wherever they appear. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]',
        '*.password', '*.confirmPassword', '*.oldPassword', '*.newPassword', '*.pass',
        '*.code', '*.emailCode', '*.token', '*.uuid',
        'body.password', 'body.code', 'body.emailCode', 'body.token',
      ],
      censor: '[redacted]',
    },
  };
}
