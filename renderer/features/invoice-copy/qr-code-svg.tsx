import { useEffect, useState } from 'react';

type Modules = { count: number; dark: boolean[] };

/** The QR code's modules, from qrcode-generator loaded on first use (it stays out of the first screen's bundle). */
async function qrModules(text: string): Promise<Modules> {
  const { default: qrcode } = await import('qrcode-generator');
  // Type 0: the smallest version that holds the text; M: the error correction bank apps' BR Codes use.
  const code = qrcode(0, 'M');
  code.addData(text, 'Byte');
  code.make();
  const count = code.getModuleCount();
  const dark: boolean[] = [];
  for (let row = 0; row < count; row++) for (let col = 0; col < count; col++) dark.push(code.isDark(row, col));
  return { count, dark };
}

/** The PIX QR code drawn as SVG (drawn by React, no markup strings), with a 4-module quiet zone. */
export function QrCodeSvg({
  text,
  label,
  loading,
  failed,
}: {
  text: string;
  label: string;
  loading: string;
  failed: string;
}) {
  const [state, setState] = useState<{ text: string; modules?: Modules; error?: boolean }>({ text });
  useEffect(() => {
    let live = true;
    qrModules(text).then(
      (modules) => live && setState({ text, modules }),
      () => live && setState({ text, error: true }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (state.text === text && state.error) return <span>{failed}</span>;
  const modules = state.text === text ? state.modules : undefined;
  if (!modules) return <span aria-busy="true">{loading}</span>;
  const size = modules.count + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="45mm"
      height="45mm"
      data-qrcode
      shapeRendering="crispEdges"
    >
      <rect x={0} y={0} width={size} height={size} fill="#fff" />
      {modules.dark.map((dark, index) =>
        dark ? (
          <rect
            key={index}
            x={(index % modules.count) + 4}
            y={Math.floor(index / modules.count) + 4}
            width={1}
            height={1}
            fill="#000"
          />
        ) : null,
      )}
    </svg>
  );
}
