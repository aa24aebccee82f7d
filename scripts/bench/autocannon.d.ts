// The few parts of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  export interface Percentiles {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    timeout?: number;
  }
  export interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    latency: Percentiles;
    requests: Percentiles & { sent: number };
    throughput: Percentiles;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
