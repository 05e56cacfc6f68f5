const MIB = 1024 * 1024;

const hexOf = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * SHA-256 (hex) of a file's first and last MiB (the whole file under 2 MiB): reading 2 MiB
 * tells a file chosen again from another of the same name and size, whatever its size.
 * Undefined where Web Crypto is missing (pages served over plain HTTP, jsdom).
 */
export const fingerprintOf = async (file: Blob): Promise<string | undefined> => {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const ends = new Blob([file.slice(0, MIB), file.slice(Math.max(MIB, file.size - MIB))]);
  return hexOf(await subtle.digest('SHA-256', await ends.arrayBuffer()));
};
