import { badRequest } from '../http/errors';

/**
 * S3's limit, which InvenioRDM's uploader keeps to as well (invenio-rdm-records'
 * RDMUppyUploaderPlugin); InvenioRDM's server has none.
 */
export const MAX_PARTS = 10_000;

/** How a multipart file is sent: `parts` parts of `part_size` bytes, the last one shorter. */
export interface MultipartPlan {
  size: number;
  parts: number;
  part_size: number;
}

/** What the client announced: `transfer.parts` and `transfer.part_size`, and the file's size. */
export interface AnnouncedPlan {
  size?: number;
  parts?: number;
  part_size?: number;
}

/**
 * The plan, or 400. The first three messages are InvenioRDM's (its multipart transfer and the
 * generic local storage, which writes each part in place); the other checks are the reference
 * server's, so that the parts always make exactly `size` bytes.
 */
export const checkedPlan = ({ size, parts, part_size }: AnnouncedPlan): MultipartPlan => {
  if (!parts || parts < 0) throw badRequest('Multipart file transfer requires parts.');
  if (!size || size < 0) throw badRequest('Multipart file transfer requires file size.');
  if (!part_size || part_size < 0) {
    throw badRequest('Multipart file transfer to local storage requires part_size.');
  }
  if (parts > MAX_PARTS) {
    throw badRequest(`Multipart file transfer allows at most ${MAX_PARTS} parts.`);
  }
  if (size <= (parts - 1) * part_size || size > parts * part_size) {
    throw badRequest(
      `The parts do not make the file: ${parts} parts of ${part_size} bytes (the last one ` +
        `shorter) cannot hold ${size} bytes.`,
    );
  }
  return { size, parts, part_size };
};

/** The byte length of a part: `part_size`, or what is left for the last one. */
export const partLength = (plan: MultipartPlan, part: number): number =>
  part < plan.parts ? plan.part_size : plan.size - (plan.parts - 1) * plan.part_size;

/** The part numbers not received yet, in order. */
export const missingParts = (plan: MultipartPlan, received: number[]): number[] => {
  const have = new Set(received);
  return Array.from({ length: plan.parts }, (_, index) => index + 1).filter(
    (part) => !have.has(part),
  );
};
