import { createTaskQueue } from '../../../src/core/upload';
import type { Task } from '../../../src/core/upload';
import { deferred } from '../../support/upload/deferred';
import type { Deferred } from '../../support/upload/deferred';

/** Tasks the test ends by hand; records start order and the highest number running at once. */
const tracker = () => {
  const started: string[] = [];
  const ends = new Map<string, Deferred<void>>();
  const signals = new Map<string, AbortSignal>();
  let running = 0;
  let peak = 0;
  const task =
    (id: string): Task =>
    async (signal) => {
      started.push(id);
      signals.set(id, signal);
      running += 1;
      peak = Math.max(peak, running);
      const end = deferred();
      ends.set(id, end);
      try {
        await end.promise;
      } finally {
        running -= 1;
      }
    };
  const end = async (id: string, how: 'resolve' | 'reject' = 'resolve') => {
    const control = ends.get(id);
    if (how === 'resolve') control?.resolve();
    else control?.reject(new Error('boom'));
    await flush();
  };
  return { started, signals, task, end, peak: () => peak };
};

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

const ids = (count: number) => Array.from({ length: count }, (_, i) => `t${i + 1}`);

describe('createTaskQueue', () => {
  it('runs 3 tasks at once by default, in first-in-first-out order', async () => {
    const t = tracker();
    const queue = createTaskQueue();
    ids(8).forEach((id) => queue.enqueue(id, t.task(id)));
    expect(t.started).toEqual(['t1', 't2', 't3']);
    expect(queue.queuedCount).toBe(5);

    for (const id of ids(8)) await t.end(id);

    expect(t.started).toEqual(ids(8));
    expect(t.peak()).toBe(3);
    expect(queue.runningCount).toBe(0);
  });

  it('frees the slot whether a task resolves, rejects, throws at once or is aborted', async () => {
    const t = tracker();
    const queue = createTaskQueue({ concurrency: 1 });
    queue.enqueue('a', t.task('a'));
    queue.enqueue('throws', () => {
      throw new Error('synchronous');
    });
    queue.enqueue('b', t.task('b'));
    queue.enqueue('c', t.task('c'));
    queue.enqueue('d', t.task('d'));

    await t.end('a', 'reject');
    await flush();
    expect(t.started).toEqual(['a', 'b']);

    await t.end('b');
    expect(t.started).toEqual(['a', 'b', 'c']);

    expect(queue.abort('c')).toBe('running');
    expect(t.signals.get('c')?.aborted).toBe(true);
    expect(t.started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not let a late end of an aborted task free a slot twice', async () => {
    const t = tracker();
    const queue = createTaskQueue({ concurrency: 1 });
    ['a', 'b', 'c'].forEach((id) => queue.enqueue(id, t.task(id)));
    queue.abort('a');
    expect(t.started).toEqual(['a', 'b']);
    await t.end('a');
    expect(t.started).toEqual(['a', 'b']);
    expect(queue.runningCount).toBe(1);
  });

  it('removes a queued task without running it', async () => {
    const t = tracker();
    const queue = createTaskQueue({ concurrency: 1 });
    ['a', 'b', 'c'].forEach((id) => queue.enqueue(id, t.task(id)));
    expect(queue.abort('b')).toBe('queued');
    expect(queue.abort('missing')).toBeUndefined();
    await t.end('a');
    expect(t.started).toEqual(['a', 'c']);
  });

  it('aborts every running task and drops the queued ones', async () => {
    const t = tracker();
    const queue = createTaskQueue({ concurrency: 2 });
    ids(4).forEach((id) => queue.enqueue(id, t.task(id)));
    queue.abortAll();
    expect([t.signals.get('t1')?.aborted, t.signals.get('t2')?.aborted]).toEqual([true, true]);
    await t.end('t1');
    expect(t.started).toEqual(['t1', 't2']);
    expect([queue.runningCount, queue.queuedCount]).toEqual([0, 0]);
  });

  it('starts more at once when concurrency is raised, and lets running ones finish when lowered', async () => {
    const t = tracker();
    const queue = createTaskQueue({ concurrency: 1 });
    ids(6).forEach((id) => queue.enqueue(id, t.task(id)));
    queue.setConcurrency(3);
    expect(t.started).toEqual(['t1', 't2', 't3']);

    queue.setConcurrency(1);
    expect(t.signals.get('t2')?.aborted).toBe(false);
    await t.end('t1');
    await t.end('t2');
    expect(t.started).toEqual(['t1', 't2', 't3']);
    await t.end('t3');
    expect(t.started).toEqual(['t1', 't2', 't3', 't4']);
    expect(() => queue.setConcurrency(0)).toThrow(RangeError);
  });

  it('starts nothing while paused and catches up when resumed', async () => {
    const t = tracker();
    const queue = createTaskQueue({ concurrency: 2, paused: true });
    ids(3).forEach((id) => queue.enqueue(id, t.task(id)));
    expect(t.started).toEqual([]);
    queue.setPaused(false);
    expect(t.started).toEqual(['t1', 't2']);
    queue.setPaused(true);
    await t.end('t1');
    expect(t.started).toEqual(['t1', 't2']);
    queue.setPaused(false);
    expect(t.started).toEqual(['t1', 't2', 't3']);
  });

  it('refuses a second task under an id that is queued or running', () => {
    const t = tracker();
    const queue = createTaskQueue({ concurrency: 1 });
    queue.enqueue('a', t.task('a'));
    expect(() => queue.enqueue('a', t.task('a'))).toThrow("A task with the id 'a'");
    expect(queue.placeOf('a')).toBe('running');
  });
});
