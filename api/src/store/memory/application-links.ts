import type { ApplicationLink, ApplicationLinkStore } from '../ports';
import { clone } from './clone';

export class MemoryApplicationLinkStore implements ApplicationLinkStore {
  private readonly byLead = new Map<number, ApplicationLink>();

  async replace(link: ApplicationLink): Promise<void> {
    this.store(link);
  }

  /** replace(), in the caller's synchronous step (a new lead's link, stored with the lead). */
  store(link: ApplicationLink): void {
    this.byLead.set(link.leadId, clone(link));
  }

  async find(tokenHash: string, now: Date): Promise<ApplicationLink | null> {
    for (const link of this.byLead.values()) if (link.tokenHash === tokenHash && link.expiresAt > now) return clone(link);
    return null;
  }
}
