import { itfBars } from '../../../shared/billing/interleaved-2-of-5.ts';

/** The 44-digit barcode drawn as Interleaved 2 of 5 (narrow 1 unit, wide 3), with a quiet zone of 10 units. */
export function BarcodeSvg({ digits, label }: { digits: string; label: string }) {
  const { bars, total } = itfBars(digits);
  const quiet = 10;
  const width = total + 2 * quiet;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} 50`}
      preserveAspectRatio="none"
      width="103mm"
      height="13mm"
      data-barcode={digits}
      shapeRendering="crispEdges"
    >
      <rect x={0} y={0} width={width} height={50} fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x + quiet} y={0} width={bar.width} height={50} fill="#000" />
      ))}
    </svg>
  );
}
