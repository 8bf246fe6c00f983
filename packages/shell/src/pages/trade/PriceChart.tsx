// The trade detail's price chart (uPlot, its own lazy chunk: only this page loads it): the live price
// as an area over the last minutes, the current price marked on the right, and for each open order on
// this market its entry price line (green up, red down) and its expiry marker.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { vars } from '@perya/ui';
import { formatTradePrice } from '@perya/domain';
import * as css from './trade.css';

export interface ChartMarker {
  readonly price: number;
  readonly expiresAt: number;
  readonly direction: 'up' | 'down';
}

export interface PriceChartProps {
  /** Tick times (epoch ms) and prices (the symbol's integer units), oldest first. */
  readonly times: readonly number[];
  readonly prices: readonly number[];
  readonly decimals: number;
  readonly markers: readonly ChartMarker[];
  readonly label: string;
}

/** Seconds of past price shown, and of future room on the right for expiries. */
const PAST_S = 90;
const FUTURE_S = 30;
const MAX_FUTURE_S = 300;

const GMT8_MS = 8 * 3_600_000;
/** A tick time (epoch seconds) as hh:mm:ss in GMT+8, the clock every time in the app is shown in. */
function clock(seconds: number): string {
  const d = new Date(seconds * 1000 + GMT8_MS);
  return [d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** A theme colour (a CSS variable) as a colour the canvas understands. */
function resolve(host: HTMLElement, value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  host.appendChild(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

function withAlpha(colour: string, alpha: number): string {
  const m = /rgba?\(([^)]+)\)/.exec(colour);
  if (m === null) return colour;
  const [r, g, b] = (m[1] as string).split(',').map((x) => x.trim());
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

interface Palette {
  line: string;
  text: string;
  grid: string;
  up: string;
  down: string;
  onMarker: string;
  onLine: string;
}

export default function PriceChart({ times, prices, decimals, markers, label }: PriceChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // What the draw hooks read (uPlot calls them outside React's render).
  const state = useRef({ markers, decimals, palette: undefined as Palette | undefined });

  useEffect(() => {
    const el = host.current;
    if (el === null) return;
    const palette: Palette = {
      line: resolve(el, vars.color.primary),
      text: resolve(el, vars.color.textMuted),
      grid: withAlpha(resolve(el, vars.color.border), 0.6),
      up: resolve(el, vars.game.draw),
      down: resolve(el, vars.game.meron),
      onMarker: resolve(el, vars.game.onTable),
      onLine: resolve(el, vars.color.onPrimary),
    };
    state.current.palette = palette;
    const fmt = (v: number) => formatTradePrice(Math.round(v), state.current.decimals);
    const drawOverlay = (u: uPlot) => {
      const { ctx, bbox } = u;
      const px = uPlot.pxRatio;
      const font = `${Math.round(11 * px)}px system-ui, sans-serif`;
      // Price tags on the right edge, nudged apart so two close prices stay readable.
      const taken: number[] = [];
      const tag = (at: number, text: string, bg: string, fixed = false, ink = palette.onMarker) => {
        ctx.font = font;
        const w = ctx.measureText(text).width + 8 * px;
        const h = 16 * px;
        let y = at;
        if (!fixed) while (taken.some((other) => Math.abs(other - y) < h)) y += h;
        taken.push(y);
        const x = bbox.left + bbox.width - w;
        ctx.fillStyle = bg;
        ctx.fillRect(x, y - h / 2, w, h);
        ctx.fillStyle = ink;
        ctx.textBaseline = 'middle';
        ctx.fillText(text, x + 4 * px, y);
      };
      ctx.save();
      // The current price's tag keeps its place; entry tags move out of its way.
      const lastY = (() => {
        const ys = u.data[1] as (number | null)[];
        const p = ys[ys.length - 1];
        return p === null || p === undefined ? undefined : u.valToPos(p, 'y', true);
      })();
      if (lastY !== undefined) taken.push(lastY);
      for (const m of state.current.markers) {
        const colour = m.direction === 'up' ? palette.up : palette.down;
        const y = u.valToPos(m.price, 'y', true);
        ctx.strokeStyle = colour;
        ctx.lineWidth = 1.5 * px;
        ctx.setLineDash([6 * px, 4 * px]);
        ctx.beginPath();
        ctx.moveTo(bbox.left, y);
        ctx.lineTo(bbox.left + bbox.width, y);
        ctx.stroke();
        const x = u.valToPos(m.expiresAt / 1000, 'x', true);
        if (x >= bbox.left && x <= bbox.left + bbox.width) {
          ctx.setLineDash([2 * px, 3 * px]);
          ctx.beginPath();
          ctx.moveTo(x, bbox.top);
          ctx.lineTo(x, bbox.top + bbox.height);
          ctx.stroke();
          ctx.setLineDash([]);
          ctx.fillStyle = colour;
          ctx.beginPath();
          ctx.arc(x, bbox.top + 6 * px, 4 * px, 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.setLineDash([]);
        tag(y, fmt(m.price), colour);
      }
      // The current price: a dot on the last tick and its value on the right edge.
      const data = u.data;
      const xs = data[0];
      const ys = data[1] as (number | null)[];
      const last = ys.length - 1;
      const lastPrice = ys[last];
      if (last >= 0 && lastPrice !== null && lastPrice !== undefined) {
        const x = u.valToPos(xs[last] as number, 'x', true);
        const y = u.valToPos(lastPrice, 'y', true);
        ctx.fillStyle = palette.line;
        ctx.beginPath();
        ctx.arc(x, y, 4 * px, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = palette.line;
        ctx.lineWidth = 1 * px;
        ctx.setLineDash([3 * px, 3 * px]);
        ctx.beginPath();
        ctx.moveTo(x, y);
        ctx.lineTo(bbox.left + bbox.width, y);
        ctx.stroke();
        ctx.setLineDash([]);
        tag(y, fmt(lastPrice), palette.line, true, palette.onLine);
      }
      ctx.restore();
    };
    const opts: uPlot.Options = {
      width: el.clientWidth || 343,
      height: el.clientHeight || 216,
      legend: { show: false },
      cursor: { show: false },
      padding: [8, 0, 0, 4],
      scales: {
        x: {
          time: true,
          range: (u) => {
            const xs = u.data[0];
            const lastT = (xs[xs.length - 1] as number | undefined) ?? Date.now() / 1000;
            const latestExpiry = Math.max(0, ...state.current.markers.map((m) => m.expiresAt / 1000));
            const right = Math.min(lastT + MAX_FUTURE_S, Math.max(lastT + FUTURE_S, latestExpiry + 5));
            return [lastT - PAST_S, right];
          },
        },
        y: {
          range: (_u, min, max) => {
            const all = [min, max, ...state.current.markers.map((m) => m.price)].filter((v) => Number.isFinite(v));
            const lo = Math.min(...all);
            const hi = Math.max(...all);
            const pad = Math.max((hi - lo) * 0.15, 1);
            return [lo - pad, hi + pad];
          },
        },
      },
      axes: [
        {
          stroke: palette.text,
          grid: { stroke: palette.grid, width: 1 },
          ticks: { show: false },
          size: 24,
          font: '11px system-ui, sans-serif',
          space: 70,
          values: (_u, splits) => splits.map(clock),
        },
        {
          side: 1,
          stroke: palette.text,
          grid: { stroke: palette.grid, width: 1 },
          ticks: { show: false },
          size: 72,
          font: '11px system-ui, sans-serif',
          values: (_u, vals) => vals.map((v) => fmt(v)),
        },
      ],
      series: [
        {},
        {
          stroke: palette.line,
          width: 2,
          fill: withAlpha(palette.line, 0.14),
          points: { show: false },
        },
      ],
      hooks: { draw: [drawOverlay] },
    };
    const u = new uPlot(opts, [[], []], el);
    plot.current = u;
    const observer = new ResizeObserver(() => u.setSize({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => {
      observer.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, []);

  useEffect(() => {
    state.current.markers = markers;
    state.current.decimals = decimals;
    plot.current?.setData([times.map((t) => t / 1000), [...prices]]);
  }, [times, prices, markers, decimals]);

  return <div ref={host} className={css.chartBox} role="img" aria-label={label} data-testid="trade-chart" />;
}
