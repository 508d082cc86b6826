/**
 * The applicant's status link (issue #28): the secret token is never stored, only its SHA-256
 * hash. One live link per lead: issuing a new one replaces the old, which stops working.
 */
export interface ApplicationLink {
  leadId: number;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

/** A new lead's link, before the lead has its id (LeadStore.create stores the two together). */
export type NewApplicationLink = Omit<ApplicationLink, 'leadId'>;

export interface ApplicationLinkStore {
  /** Stores the lead's link, replacing the one it had. */
  replace(link: ApplicationLink): Promise<void>;
  /** The lead a token hash opens, while its link has not expired; null otherwise. */
  find(tokenHash: string, now: Date): Promise<ApplicationLink | null>;
}
