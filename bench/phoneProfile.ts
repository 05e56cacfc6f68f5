/** Lighthouse's mobile profile (its "slow 4G" and a mid-range phone's CPU), for the benches. */
export const CPU_SLOWDOWN = 4;
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const SCREEN = { width: 412, height: 823 };
