import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from './config/env';

/** Lines are gathered up to this many bytes per write... */
const LOG_CHUNK_BYTES = 4096;
/** ...or written after this long, so a quiet server's line is not kept (the e2e suite reads codes from the log). */
const LOG_FLUSH_MS = 100;

/**
 * Where the server's log lines go: standard output, written asynchronously in chunks of about 4 KiB (or every
 * 100 ms), so a request never waits on the terminal or a pipe and a busy server makes one write for many lines.
 * Synchronous writes cost the dictionary benchmark two thirds of its throughput (docs/performance.md, "Logging").
 * What is still pending is flushed when the app closes and when the process exits.
 */
export function logDestination(): pino.DestinationStream & { flushSync(): void } {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_CHUNK_BYTES });
  setInterval(() => {
    // flush() throws while sonic-boom is still opening or already destroyed; the next tick tries again.
    try {
      destination.flush();
    } catch {
      // Nothing to write to yet, or any more.
    }
  }, LOG_FLUSH_MS).unref();
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
