import { DEFAULT_FILE_UPLOAD_CONCURRENCY } from '../rules/constants';

/** A unit of work; it should stop soon after its signal is aborted. */
export type Task = (signal: AbortSignal) => Promise<unknown>;

export type TaskPlace = 'queued' | 'running';

export interface TaskQueue {
  /** Queues a task under an id no other queued or running task has. */
  enqueue(id: string, task: Task): void;
  /**
   * Removes a queued task, or aborts a running one and frees its slot at once (a task that
   * ignores its signal cannot hold the queue). Answers where the task was, if anywhere.
   */
  abort(id: string): TaskPlace | undefined;
  abortAll(): void;
  placeOf(id: string): TaskPlace | undefined;
  /** Raising it starts more tasks at once; lowering it lets running ones finish. */
  setConcurrency(concurrency: number): void;
  /** While paused no task starts; running ones go on. */
  setPaused(paused: boolean): void;
  readonly runningCount: number;
  readonly queuedCount: number;
}

export interface TaskQueueOptions {
  concurrency?: number;
  paused?: boolean;
}

const assertConcurrency = (concurrency: number): number => {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError(`Concurrency must be a whole number of at least 1, not ${concurrency}.`);
  return concurrency;
};

/**
 * First-in-first-out tasks, at most `concurrency` at once. Any end of a task (resolved,
 * rejected, aborted) frees its slot and starts the next. A task reports its own outcome: the
 * queue swallows rejections, which only mean the slot is free.
 */
export const createTaskQueue = ({
  concurrency: initialConcurrency = DEFAULT_FILE_UPLOAD_CONCURRENCY,
  paused: initiallyPaused = false,
}: TaskQueueOptions = {}): TaskQueue => {
  let concurrency = assertConcurrency(initialConcurrency);
  let paused = initiallyPaused;
  const waiting: { id: string; task: Task }[] = [];
  const running = new Map<string, AbortController>();

  const placeOf = (id: string): TaskPlace | undefined => {
    if (running.has(id)) return 'running';
    return waiting.some((item) => item.id === id) ? 'queued' : undefined;
  };

  const start = (id: string, task: Task) => {
    const controller = new AbortController();
    running.set(id, controller);
    const release = () => {
      // An aborted task was released already; its id may since belong to a new task.
      if (running.get(id) !== controller) return;
      running.delete(id);
      pump();
    };
    // Started at once; a task that throws synchronously still frees its slot.
    new Promise((resolve) => resolve(task(controller.signal))).then(release, release);
  };

  const pump = () => {
    while (!paused && running.size < concurrency && waiting.length > 0) {
      const next = waiting.shift() as { id: string; task: Task };
      start(next.id, next.task);
    }
  };

  const abortRunning = (id: string, controller: AbortController) => {
    running.delete(id);
    controller.abort();
  };

  return {
    enqueue(id, task) {
      if (placeOf(id)) throw new Error(`A task with the id '${id}' is already in the queue.`);
      waiting.push({ id, task });
      pump();
    },
    abort(id) {
      const controller = running.get(id);
      if (controller) {
        abortRunning(id, controller);
        pump();
        return 'running';
      }
      const index = waiting.findIndex((item) => item.id === id);
      if (index === -1) return undefined;
      waiting.splice(index, 1);
      return 'queued';
    },
    abortAll() {
      waiting.length = 0;
      running.forEach((controller, id) => abortRunning(id, controller));
    },
    placeOf,
    setConcurrency(next) {
      concurrency = assertConcurrency(next);
      pump();
    },
    setPaused(next) {
      paused = next;
      pump();
    },
    get runningCount() {
      return running.size;
    },
    get queuedCount() {
      return waiting.length;
    },
  };
};
