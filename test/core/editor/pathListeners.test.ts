import { createPathListeners } from '../../../src/core/editor/pathListeners';

/** Listeners at the given paths, and which of them a call told. */
const listening = (paths: string[]) => {
  const listeners = createPathListeners();
  const told: string[] = [];
  const stops = paths.map((path) => listeners.add(path, () => told.push(path)));
  return { listeners, told, stops };
};

describe('path listeners', () => {
  it('tell the readers of a path, of the values holding it and of those it holds', () => {
    const { listeners, told } = listening([
      'metadata.title',
      'metadata',
      'metadata.creators',
      'metadata.creators.0',
      'metadata.creators.0.person_or_org.name',
      'metadata.creators.1',
      'access',
    ]);
    listeners.tellOverlapping('metadata.creators[0]');
    expect(told.sort()).toEqual([
      'metadata',
      'metadata.creators',
      'metadata.creators.0',
      'metadata.creators.0.person_or_org.name',
    ]);
  });

  it('tell the readers above a path no one reads itself', () => {
    const { listeners, told } = listening(['metadata', 'metadata.title']);
    listeners.tellOverlapping('metadata.subjects.3.subject');
    expect(told).toEqual(['metadata']);
  });

  it('tell everyone when the whole form changes', () => {
    const { listeners, told } = listening(['a', 'a.b', 'c']);
    listeners.tellAll();
    expect(told.sort()).toEqual(['a', 'a.b', 'c']);
  });

  it('forget a reader that stops, and keep the others at its path', () => {
    const listeners = createPathListeners();
    const told: string[] = [];
    const stopFirst = listeners.add('metadata.title', () => told.push('first'));
    listeners.add('metadata.title', () => told.push('second'));
    stopFirst();
    listeners.tellOverlapping('metadata.title');
    expect(told).toEqual(['second']);
  });

  it('tell no one after all stopped', () => {
    const { listeners, told, stops } = listening(['metadata.creators.0.name', 'metadata']);
    stops.forEach((stop) => stop());
    listeners.tellAll();
    listeners.tellOverlapping('metadata.creators.0.name');
    expect(told).toEqual([]);
  });
});
