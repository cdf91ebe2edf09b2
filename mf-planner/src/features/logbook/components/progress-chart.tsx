import { useEffect, useRef } from 'react';
import type { ChartPoint } from '../model/progress-figures.ts';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 180;

/** The y range: the points' own, padded by a tenth (at least 1 unit) so no point sits on an edge. */
function valueRange(points: readonly ChartPoint[]): [number, number] {
  const values = points.map((point) => point.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = Math.max(1, (high - low) / 10, high / 20);
  return [Math.max(0, low - pad), high + pad];
}

/** A design token's colour as the canvas needs it (a canvas cannot read CSS variables). */
function token(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * A line chart of one figure per session (her estimated one-rep max, her waist...; one step each, named by its day), drawn by uPlot, which loads with the first
 * chart (the progress page alone asks for it) and follows its box's width (390 px up). It is hidden
 * from assistive technology: the table beside it holds every figure. If it cannot draw (no canvas),
 * the table stands alone.
 */
export function ProgressChart({ points, unit }: { points: readonly ChartPoint[]; unit: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || points.length === 0) return;
    let cancelled = false;
    let destroy = () => {};
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const brand = token(element, '--color-brand', '#b03a68');
        const muted = token(element, '--color-muted', '#6b6b6b');
        const line = token(element, '--color-line', '#e5e5e5');
        const axis = { stroke: muted, grid: { stroke: line, width: 1 }, ticks: { stroke: line, width: 1 } };
        const chart = new UPlot(
          {
            width: element.clientWidth || 320,
            height: HEIGHT,
            legend: { show: false },
            cursor: { show: false },
            // One step per session, named by its day: logs of one day stay apart, and days without one take no room.
            // Both ranges come from the points themselves, so a single point sits in the middle, not at an edge.
            scales: { x: { time: false, range: () => [-0.5, points.length - 0.5] }, y: { range: () => valueRange(points) } },
            axes: [
              {
                ...axis,
                incrs: [1, 2, 5, 10, 20, 50, 100],
                space: 56,
                values: (_chart, ticks) => ticks.map((tick) => points[tick]?.label ?? ''),
              },
              { ...axis, size: 72, values: (_chart, ticks) => ticks.map((tick) => `${tick} ${unit}`) },
            ],
            series: [{}, { stroke: brand, width: 2, points: { show: true, size: 7, fill: brand } }],
          },
          [points.map((_point, index) => index), points.map((point) => point.value)],
          element,
        );
        const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
        resize.observe(element);
        destroy = () => {
          resize.disconnect();
          chart.destroy();
        };
      })
      .catch(() => {
        // No canvas here: the table beside it holds every figure.
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [points, unit]);
  return <div className="progress-chart" ref={box} aria-hidden="true" />;
}
