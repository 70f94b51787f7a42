import type { Redactor } from './redact.js';

/** The one logging surface: stderr in the CLI, @actions/core in the action. Secrets are masked here. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  debug(message: string): void;
}

export interface LogSink {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  debug(message: string): void;
}

export function createLogger(sink: LogSink, redact: Redactor): Logger {
  return {
    info: (m) => sink.info(redact(m)),
    warn: (m) => sink.warn(redact(m)),
    error: (m) => sink.error(redact(m)),
    debug: (m) => sink.debug(redact(m)),
  };
}

export function stderrSink(verbose = false): LogSink {
  const write = (prefix: string, m: string): void => {
    process.stderr.write(`${prefix}${m}\n`);
  };
  return {
    info: (m) => write('', m),
    warn: (m) => write('warning: ', m),
    error: (m) => write('error: ', m),
    debug: (m) => {
      if (verbose) write('debug: ', m);
    },
  };
}
