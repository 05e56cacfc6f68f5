/**
 * How fast the benchmark's CPU is, on the scale of Lighthouse's BenchmarkIndex, so that figures
 * taken with a CPU slowdown on different machines can be compared. The index is the mean of
 * two rates, each in iterations per second divided by 10: building a 10,000-character string
 * one character at a time (which leans on the garbage collector), and copying 100,000 integers
 * from one array to another. Chrome DevTools' CPU calibration takes a mid-tier phone (a
 * Pixel 5) to score about 1,000 and a low-tier one about 264.
 */
import type { CDPSession, Page } from 'playwright-core';

/**
 * Runs in the page, half of `ms` on each rate. No functions inside: tsx would name them with a
 * helper the page does not have. The copies read the clock every 10 iterations, as
 * Lighthouse's do, so as not to time the clock.
 */
const benchmarkIndex = (ms: number) => {
  let built = '';
  let iterations = 0;
  let start = Date.now();
  while (Date.now() - start < ms / 2) {
    built = '';
    for (let index = 0; index < 10_000; index += 1) built += 'a';
    iterations += 1;
  }
  const strings = iterations / 10 / ((Date.now() - start) / 1000);
  const from = Array.from({ length: 100_000 }, (_, index) => index);
  const to = new Array<number>(from.length);
  iterations = 0;
  start = Date.now();
  while (iterations % 10 !== 0 || Date.now() - start < ms / 2) {
    for (let index = 0; index < from.length; index += 1) to[index] = from[index]!;
    iterations += 1;
  }
  const copies = iterations / 10 / ((Date.now() - start) / 1000);
  // Reading what was built keeps the compiler from leaving the work out.
  return built.length === 10_000 && to[1] === 1 ? (strings + copies) / 2 : Number.NaN;
};

export interface CpuScore {
  /** The machine as it is. */
  host: number;
  /** The machine with the benchmark's CPU slowdown: the phone it stands for. */
  slowed: number;
}

/** Scores the page's CPU without and with `slowdown`, after a first run to warm V8 up. */
export const cpuScore = async (
  page: Page,
  cdp: CDPSession,
  slowdown: number,
): Promise<CpuScore> => {
  const score = async (rate: number) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return Math.round(await page.evaluate(benchmarkIndex, 1000));
  };
  await score(1);
  const host = await score(1);
  const slowed = await score(slowdown);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { host, slowed };
};
