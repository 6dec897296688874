import type { Page } from '@playwright/test';

/** A layout shift from the first paint on, as Lighthouse's CLS counts them, with what moved. */
export interface Shift {
  value: number;
  moved: { node: string; from: number[]; to: number[] }[];
}

/** Records every layout shift, so that a failure names the element that moved. */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: entry.sources.map((source) => ({
            node:
              source.node instanceof Element
                ? source.node.outerHTML.slice(0, 160)
                : String(source.node?.nodeName),
            from: box(source.previousRect),
            to: box(source.currentRect),
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far; none is what CLS 0 means. */
export const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
