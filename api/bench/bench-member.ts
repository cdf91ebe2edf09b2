/** The verified member bench-server.ts creates and the benchmark logs in as. */
export const BENCH_EMAIL = 'bench.member@kindred.bench';
export const BENCH_PASSWORD = 'Benchmark2024x';
