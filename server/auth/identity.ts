/** A user as stored; `publicProfile` decides whether others may find and invite them. */
export interface User {
  id: string;
  username: string;
  email: string;
  fullName: string;
  affiliations: string;
  publicProfile: boolean;
}

/** Who is calling: a logged-in user or nobody, plus the access links their session holds. */
export interface Identity {
  sessionId: string;
  user: User | null;
  /** Ids of access links whose tokens this session presented (still checked for expiry). */
  linkIds: string[];
  /** Set when the request carried a `?token=` that is unknown or past its expiry. */
  linkTokenExpired?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity;
  }
}
