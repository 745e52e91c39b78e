import { formatDate, type TNavPoint } from '@cdesk/domain';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { navText } from './figures';

const chartHeight = 240;

function epochSeconds(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / 1000;
}

function isoOf(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

function cssVar(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * The NAV line of one scheme (uPlot on a canvas, in this page's chunk only). NAVs become numbers
 * here for drawing alone; every figure shown as text comes from the decimal strings.
 */
export function NavChart({ points }: { points: TNavPoint[] }) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element || points.length === 0) return;
    const data: uPlot.AlignedData = [
      points.map((p) => epochSeconds(p.navDate)),
      points.map((p) => Number(p.nav)),
    ];
    const brand = cssVar('--brand', '#0b5fff');
    const muted = cssVar('--muted', '#475569');
    const border = cssVar('--border', '#e2e8f0');
    const axis = {
      stroke: muted,
      grid: { stroke: border, width: 1 },
      ticks: { stroke: border, width: 1 },
      font: '12px Inter Variable, system-ui, sans-serif',
    };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: chartHeight,
        scales: { x: { time: true } },
        cursor: { drag: { x: false, y: false }, points: { size: 8 } },
        legend: { show: true, live: true },
        series: [
          { label: 'Date', value: (_u, v) => (v == null ? '–' : formatDate(isoOf(v))) },
          {
            label: 'NAV',
            stroke: brand,
            width: 2,
            fill: `${brand}14`,
            points: { show: false },
            value: (_u, v) => (v == null ? '–' : navText(String(v))),
          },
        ],
        axes: [
          {
            ...axis,
            values: (_u, ticks) =>
              ticks.map((t) => {
                const [year, month, day] = isoOf(t).split('-');
                return `${day}-${month}\n${year}`;
              }),
          },
          {
            ...axis,
            size: 64,
            values: (_u, ticks) => ticks.map((t) => t.toFixed(t < 100 ? 2 : 0)),
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: element.clientWidth, height: chartHeight });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points]);

  return <div ref={host} className="nav-chart w-full min-w-0 overflow-hidden" aria-hidden />;
}
