import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * The ZATCA payload as a QR code drawn in SVG (one path of the dark modules), so it prints as
 * sharply as the text around it. The same encoder as the server's PDF (qrcode, error correction M).
 */
export function ZatcaQr({ payload, label, size = 112 }: { payload: string; label: string; size?: number }) {
  const { path, modules } = useMemo(() => {
    const code = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    const n = code.modules.size;
    let d = '';
    for (let row = 0; row < n; row += 1) {
      for (let col = 0; col < n; col += 1) {
        if (code.modules.get(row, col)) d += `M${col + 2} ${row + 2}h1v1h-1z`;
      }
    }
    return { path: d, modules: n + 4 };
  }, [payload]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-payload={payload}
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
