/**
 * Loads axios on a client's first need: a page pays for it (a chunk of its own) when it talks to
 * the repository, not with a widget's first script.
 */
export const loadAxios = async () => (await import('axios')).default;
