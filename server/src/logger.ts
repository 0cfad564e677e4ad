import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from './config/env';

/**
 * Where the server's log lines go: standard output, written asynchronously (lines that arrive while a write is
 * under way are gathered into the next one), so a request never waits on the terminal or a pipe. Synchronous
 * writes cost the dictionary benchmark two thirds of its throughput (docs/performance.md, "Logging"). No minimum
 * length: a line must not wait for others (the e2e suite reads codes from the log as they are written). What is
 * still pending is flushed when the app closes and when the process exits.
 */
export function logDestination(): pino.DestinationStream & { flushSync(): void } {
  const destination = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Nothing left to write to.
    }
  });
  return destination;
}

/** Structured JSON logs; secrets in headers and bodies are redacted wherever they appear. */
export function loggerOptions(config: Config, stream?: pino.DestinationStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    stream,
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
