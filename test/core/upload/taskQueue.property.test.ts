import fc from 'fast-check';
import { createTaskQueue } from '../../../src/core/upload';
import { deferred } from '../../support/upload/deferred';
import type { Deferred } from '../../support/upload/deferred';

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const command = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ op: 'enqueue' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('end' as const), pick: fc.nat(), fail: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('abort' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('concurrency' as const),
      value: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('pause' as const), paused: fc.boolean() }) },
);

describe('createTaskQueue (any sequence of commands)', () => {
  it('never starts a task beyond the concurrency, starts in FIFO order and never idles with work', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 40 }), async (commands) => {
        let concurrency = 2;
        let paused = false;
        const queue = createTaskQueue({ concurrency });
        const live = new Map<string, Deferred<void>>();
        const enqueued: string[] = [];
        const droppedWhileQueued = new Set<string>();
        const started: string[] = [];
        let counter = 0;
        let overLimit = 0;

        for (const step of commands) {
          if (step.op === 'enqueue') {
            const id = `t${(counter += 1)}`;
            enqueued.push(id);
            queue.enqueue(id, () => {
              // The queue's own count includes this task (an expect here would be swallowed).
              if (queue.runningCount > concurrency) overLimit += 1;
              started.push(id);
              const end = deferred();
              live.set(id, end);
              return end.promise;
            });
          } else if (step.op === 'end') {
            const ids = [...live.keys()];
            const id = ids[step.pick % Math.max(ids.length, 1)];
            if (id) {
              const end = live.get(id) as Deferred<void>;
              live.delete(id);
              if (step.fail) end.reject(new Error('failed'));
              else end.resolve();
            }
          } else if (step.op === 'abort') {
            const id = enqueued[step.pick % Math.max(enqueued.length, 1)];
            if (id && queue.abort(id) === 'queued') droppedWhileQueued.add(id);
            if (id) live.delete(id);
          } else if (step.op === 'concurrency') {
            concurrency = step.value;
            queue.setConcurrency(concurrency);
          } else {
            paused = step.paused;
            queue.setPaused(paused);
          }
          await flush();
          expect(queue.runningCount).toBe(live.size);
          if (!paused && queue.queuedCount > 0)
            expect(queue.runningCount).toBeGreaterThanOrEqual(concurrency);
        }
        const fifo = enqueued.filter((id) => !droppedWhileQueued.has(id)).slice(0, started.length);
        expect(started).toEqual(fifo);
        expect(overLimit).toBe(0);
      }),
    );
  });
});
