/**
 * Where a CPU profile's time went, by origin: the standalone bundle's frames are mapped back
 * through its source map to the package (react-dom, formik, …) or our own source file they
 * came from; V8's own entries ('(program)' is the browser's native work: style, layout,
 * paint; '(garbage collector)') keep their names.
 */
import { readFileSync } from 'node:fs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** The part of a DevTools CPU profile (Profiler.stop) the summary reads. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples: number[];
  timeDeltas: number[];
}

export interface Cost {
  /** The package or source file, or V8's name for work outside scripts. */
  origin: string;
  /** The origin's function with the most self time. */
  heaviest: string;
  ms: number;
}

/** `node_modules/react-dom/cjs/…` is 'react-dom'; our files keep their path from `src/`. */
const originOf = (source: string): string => {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (modules) return modules[1]!;
  const own = /(src\/.*)$/.exec(source);
  return own ? own[1]! : source;
};

export const summariseProfile = (
  profile: CpuProfile,
  bundle: { url: string; sourceMapFile: string },
  top = 5,
): Cost[] => {
  const map = new TraceMap(readFileSync(bundle.sourceMapFile, 'utf8'));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((node, index) => {
    selfUs.set(node, (selfUs.get(node) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const byOrigin = new Map<string, { us: number; functions: Map<string, number> }>();
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id);
    if (!us) continue;
    const frame = node.callFrame;
    let origin = frame.functionName || '(anonymous)';
    let name = origin;
    if (frame.url === bundle.url) {
      const original = originalPositionFor(map, {
        line: frame.lineNumber + 1,
        column: frame.columnNumber,
      });
      origin = original.source ? originOf(original.source) : '(bundle, unmapped)';
      name = `${original.name ?? frame.functionName ?? '(anonymous)'}:${original.line ?? '?'}`;
    } else if (frame.url) {
      origin = frame.url;
    }
    const entry = byOrigin.get(origin) ?? { us: 0, functions: new Map<string, number>() };
    entry.us += us;
    entry.functions.set(name, (entry.functions.get(name) ?? 0) + us);
    byOrigin.set(origin, entry);
  }
  return [...byOrigin.entries()]
    .filter(([origin]) => origin !== '(idle)')
    .sort((a, b) => b[1].us - a[1].us)
    .slice(0, top)
    .map(([origin, entry]) => ({
      origin,
      heaviest: [...entry.functions.entries()].sort((a, b) => b[1] - a[1])[0]![0],
      ms: entry.us / 1000,
    }));
};
