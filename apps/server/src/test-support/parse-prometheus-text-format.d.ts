declare module 'parse-prometheus-text-format' {
  /** One series as the parser gives it (prom2json's shape): values stay text. */
  export type ParsedSample = {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type ParsedFamily = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: ParsedSample[];
  };
  // biome-ignore lint/style/noDefaultExport: the package exports its parser as its default.
  export default function parsePrometheusTextFormat(text: string): ParsedFamily[];
}
