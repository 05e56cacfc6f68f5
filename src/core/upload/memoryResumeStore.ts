import type { ResumeRecord, ResumeStore } from './resumeStore';

const copyOf = (record: ResumeRecord): ResumeRecord => ({
  ...record,
  file: { ...record.file },
  transfer: { ...record.transfer },
  acknowledgedParts: [...record.acknowledgedParts],
});

/** A resume store that lasts as long as the page: no reload survives it, pauses do. */
export const createMemoryResumeStore = (now: () => number = Date.now): ResumeStore => {
  const records = new Map<string, ResumeRecord>();
  return {
    get: async (fileLink) => {
      const record = records.get(fileLink);
      return record && copyOf(record);
    },
    put: async (record) => {
      records.set(record.fileLink, copyOf({ ...record, updatedAt: now() }));
    },
    acknowledge: async (fileLink, part) => {
      const record = records.get(fileLink);
      if (!record) return;
      if (!record.acknowledgedParts.includes(part)) record.acknowledgedParts.push(part);
      record.updatedAt = now();
    },
    delete: async (fileLink) => {
      records.delete(fileLink);
    },
  };
};
