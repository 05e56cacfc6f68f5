import type { AxiosInterceptorManager } from 'axios';

type Use = (...handler: unknown[]) => number;

/**
 * An axios instance's interceptor manager before the instance exists: what a host adds (or
 * ejects, or clears) is kept and done to the instance's own manager once it has one, in the
 * same order, so the host's interceptors run as they would on an instance made at once.
 */
export class InterceptorQueue<V> implements AxiosInterceptorManager<V> {
  private target: AxiosInterceptorManager<V> | undefined;
  /** By the ids this manager gave: the handler's arguments, and its id in the target once added. */
  private entries: ({ handler: unknown[]; id?: number } | undefined)[] = [];
  private cleared = false;

  readonly use = ((...handler: unknown[]) => {
    const id = this.target && (this.target.use as Use)(...handler);
    return this.entries.push({ handler, id }) - 1;
  }) as AxiosInterceptorManager<V>['use'];

  eject(id: number): void {
    const entry = this.entries[id];
    if (entry?.id !== undefined) this.target?.eject(entry.id);
    this.entries[id] = undefined;
  }

  clear(): void {
    this.entries = [];
    if (this.target) this.target.clear();
    // As on axios' own manager, a clear drops the client's interceptors too.
    else this.cleared = true;
  }

  /** Adds what was kept to the instance's manager; later calls go straight to it. */
  attach(target: AxiosInterceptorManager<V>): void {
    if (this.cleared) target.clear();
    this.entries.forEach((entry) => {
      if (entry) entry.id = (target.use as Use)(...entry.handler);
    });
    this.target = target;
  }
}
