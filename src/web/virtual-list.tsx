// A list that renders only the rows in view (plus a few either side), each of one fixed height, so thousands of rows
// and a thousand new ones a second scroll as smoothly as ten. The rows are list items of an <ol> with their place in
// the whole (aria-posinset, aria-setsize); the scroller takes the keyboard focus (arrows, Page Up/Down scroll it).
import type { ComponentChildren, Ref } from 'preact';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'preact/hooks';

/** How many rows beyond the visible ones are rendered either side. */
const OVERSCAN = 8;

export type VirtualListHandle = {
  /** Keeps the rows in view where they are when `rows` were added above them (a scrolled list does not jump). */
  keepPlace: (rows: number) => void;
  /** Scrolls row `index` into view, a third of the way down. */
  scrollToIndex: (index: number) => void;
};

export type VirtualListProps = {
  count: number;
  rowHeight: number;
  label: string;
  /** Renders row `index` as an <li> (its key, its aria-posinset). */
  renderRow: (index: number) => ComponentChildren;
  /** Called when the rows in view come near the end: load more. */
  onNearEnd?: () => void;
  /** Called when the rows in view come near the start: load what comes before (newer rows, in a timeline). */
  onNearStart?: () => void;
  handle?: Ref<VirtualListHandle>;
};

export function VirtualList({ count, rowHeight, label, renderRow, onNearEnd, onNearStart, handle }: VirtualListProps) {
  const scroller = useRef<HTMLElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    setHeight(element.clientHeight);
    return () => observer.disconnect();
  }, []);

  useImperativeHandle(
    handle ?? null,
    () => ({
      keepPlace: (rows) => {
        const element = scroller.current;
        if (element && element.scrollTop > 0 && rows > 0) element.scrollTop += rows * rowHeight;
      },
      scrollToIndex: (index) => {
        const element = scroller.current;
        if (element) element.scrollTop = Math.max(0, index * rowHeight - element.clientHeight / 3);
      },
    }),
    [rowHeight],
  );

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);
  const nearEnd = last >= count - OVERSCAN;
  const nearStart = first === 0;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, count, onNearEnd]);
  useEffect(() => {
    if (nearStart) onNearStart?.();
  }, [nearStart, count, onNearStart]);

  const rows: ComponentChildren[] = [];
  for (let index = first; index < last; index++) rows.push(renderRow(index));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus so the keyboard can scroll it
    <section class="virtual" ref={scroller} tabIndex={0} aria-label={label} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
      <div class="virtual-space" style={{ height: `${count * rowHeight}px` }}>
        <ol class="virtual-rows" style={{ transform: `translateY(${first * rowHeight}px)` }}>
          {rows}
        </ol>
      </div>
    </section>
  );
}
