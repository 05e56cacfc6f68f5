import { pathKeys } from './valuePaths';

type Listener = () => void;

/** The listeners of one path, and the paths below it by their next key. */
interface PathNode {
  listeners: Set<Listener>;
  below: Map<string, PathNode>;
}

const emptyNode = (): PathNode => ({ listeners: new Set(), below: new Map() });

const tell = (listeners: Set<Listener>) => [...listeners].forEach((listener) => listener());

const tellFromHere = (node: PathNode) => {
  tell(node.listeners);
  node.below.forEach(tellFromHere);
};

/**
 * Readers of single values, kept as a tree of their paths: a change at one path finds the
 * readers it concerns (that path, the paths above it and below it) without looking at the
 * thousands of others a large form has.
 */
export interface PathListeners {
  add(path: string, listener: Listener): () => void;
  /** Tells the readers of `path`, of the values holding it and of those it holds. */
  tellOverlapping(path: string): void;
  tellAll(): void;
}

export const createPathListeners = (): PathListeners => {
  const root = emptyNode();
  return {
    add(path, listener) {
      const trail = [root];
      const keys = pathKeys(path);
      for (const key of keys) {
        const parent = trail[trail.length - 1] as PathNode;
        const node = parent.below.get(key) ?? emptyNode();
        parent.below.set(key, node);
        trail.push(node);
      }
      (trail[trail.length - 1] as PathNode).listeners.add(listener);
      return () => {
        (trail[trail.length - 1] as PathNode).listeners.delete(listener);
        // Branches left without readers go, so the tree stays the size of what is shown.
        for (let depth = keys.length; depth > 0; depth -= 1) {
          const node = trail[depth] as PathNode;
          if (node.listeners.size > 0 || node.below.size > 0) break;
          (trail[depth - 1] as PathNode).below.delete(keys[depth - 1] as string);
        }
      };
    },
    tellOverlapping(path) {
      let node: PathNode | undefined = root;
      for (const key of pathKeys(path)) {
        tell(node.listeners);
        node = node.below.get(key);
        if (!node) return;
      }
      tellFromHere(node);
    },
    tellAll: () => tellFromHere(root),
  };
};
