// The library ships no types: the shape below is what it returns (its README), as far as this project reads it.
declare module 'parse-prometheus-text-format' {
  interface ParsedSample {
    value?: string;
    labels?: Record<string, string>;
    timestamp_ms?: string;
  }
  interface ParsedFamily {
    name: string;
    help: string;
    type: string;
    metrics: ParsedSample[];
  }
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
