import { Box } from '@chakra-ui/react/box';
import { useMemo } from 'react';
import { create } from 'qrcode';

const QUIET_ZONE = 4;

/** The dark modules of a QR code as one SVG path, a 1×1 square each, offset by the quiet zone the scanners need. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path };
}

/**
 * A QR code drawn here, in the page, from its text (the `qrcode` package's encoder): nothing is sent to a QR
 * service, so the code works inside a closed network and the payment link never leaves the portal.
 */
export function QrCode({ text, label, size = 220 }: { text: string; label: string; size?: number }) {
  const { size: modules, path } = useMemo(() => qrPath(text), [text]);
  return (
    <Box bg="white" p="2" borderWidth="1px" rounded="md" display="inline-block" lineHeight="0">
      <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
        <rect width={modules} height={modules} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
    </Box>
  );
}
