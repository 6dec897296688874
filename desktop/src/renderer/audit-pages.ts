import type { AuditEvent, AuditExportQuery, AuditPage, AuditQuery } from '@skltcoa/shared';

/** Events per request and per grid block. */
export const AUDIT_BLOCK = 100;

/**
 * The audit trail of one set of filters, a block at a time as the grid asks
 * for it. The API pages by cursor (the id of the block before), so a block
 * is read after the ones above it; each is asked for once, and events that
 * arrive meanwhile wait for the next Apply rather than shift the blocks.
 */
export class AuditPages {
  private readonly pages = new Map<number, Promise<AuditPage>>();

  constructor(
    private readonly list: (query: AuditQuery) => Promise<AuditPage>,
    readonly filters: AuditExportQuery,
  ) {}

  private page(index: number): Promise<AuditPage> {
    let page = this.pages.get(index);
    if (!page) {
      page = (async () => {
        const cursor = index === 0 ? undefined : (await this.page(index - 1)).nextCursor;
        if (index > 0 && !cursor) return { events: [], nextCursor: null };
        return this.list({ ...this.filters, limit: AUDIT_BLOCK, ...(cursor ? { cursor } : {}) });
      })();
      // A failed block is asked for again next time, not remembered as failed.
      page.catch(() => this.pages.delete(index));
      this.pages.set(index, page);
    }
    return page;
  }

  /** The events from `startRow`, and the trail's length once its last block is in. */
  async rows(startRow: number): Promise<{ events: AuditEvent[]; lastRow?: number }> {
    const page = await this.page(Math.floor(startRow / AUDIT_BLOCK));
    return page.nextCursor
      ? { events: page.events }
      : { events: page.events, lastRow: startRow + page.events.length };
  }
}
