import { createRequire as __streamgateCreateRequire } from 'node:module';
const require = __streamgateCreateRequire(import.meta.url);

// src/util/logger.ts
function createLogger(sink, redact) {
  return {
    info: (m) => sink.info(redact(m)),
    warn: (m) => sink.warn(redact(m)),
    error: (m) => sink.error(redact(m)),
    debug: (m) => sink.debug(redact(m))
  };
}
function stderrSink(verbose = false) {
  const write = (prefix, m) => {
    process.stderr.write(`${prefix}${m}
`);
  };
  return {
    info: (m) => write("", m),
    warn: (m) => write("warning: ", m),
    error: (m) => write("error: ", m),
    debug: (m) => {
      if (verbose) write("debug: ", m);
    }
  };
}

export {
  createLogger,
  stderrSink
};
//# sourceMappingURL=chunk-RI7OXQS3.js.map
