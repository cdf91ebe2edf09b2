/** The verified member bench-server.ts creates and the benchmark logs in as. */
export const BENCH_EMAIL = 'bench.member@kindred.bench';
export const BENCH_PASSWORD = 'Benchmark2024x';

/** Members whose weeks the planner bench plans for the first time (each has about nine weeks in bounds). */
export const BENCH_PLANNER_MEMBERS = 40;
export const benchPlannerEmail = (index: number) => `bench.planner.${index}@kindred.bench`;
