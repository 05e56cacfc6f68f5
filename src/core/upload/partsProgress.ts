/**
 * The progress of a file sent in parts: the bytes of the parts the server has acknowledged and
 * of those under way, told as whole percents of the file. A part that fails loses its bytes
 * under way (they will be sent again), so the count can go back; the throttle that hears it
 * never does.
 */
export interface PartsProgress {
  sending(part: number, sentBytes: number): void;
  acknowledged(part: number, bytes: number): void;
  failed(part: number): void;
}

export const createPartsProgress = (
  fileSize: number,
  onProgress: (percent: number) => void,
  /** Bytes of parts acknowledged before (a resumed file). */
  acknowledgedBefore = 0,
): PartsProgress => {
  const underWay = new Map<number, number>();
  let acknowledgedBytes = acknowledgedBefore;

  const report = () => {
    let sent = acknowledgedBytes;
    for (const bytes of underWay.values()) sent += bytes;
    onProgress(Math.floor((sent / fileSize) * 100));
  };

  return {
    sending(part, sentBytes) {
      underWay.set(part, sentBytes);
      report();
    },
    acknowledged(part, bytes) {
      underWay.delete(part);
      acknowledgedBytes += bytes;
      report();
    },
    failed(part) {
      underWay.delete(part);
    },
  };
};
