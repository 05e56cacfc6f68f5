import { ApiError } from './errors';

/** A URL the caller must have from a record's (or file's) links; its absence is an ApiError. */
export const requireLink = (url: string | undefined, name: string, owner = 'record'): string => {
  if (url) return url;
  throw new ApiError({ message: `The ${owner} has no '${name}' link.` });
};
