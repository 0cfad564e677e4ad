import { Box } from '@chakra-ui/react/box';
import { sparklinePath, SPARKLINE_CAPACITY } from '../utils/sparkline';

const WIDTH = 240;
const HEIGHT = 48;

type SparklineProps = {
  values: readonly number[];
  /** What the line shows, for screen readers (the latest figure is in the card's text). */
  label: string;
  max?: number;
  color?: string;
};

/** A hand-drawn SVG line of the last samples; no chart library for three small lines. */
export function Sparkline({ values, label, max, color = 'var(--chakra-colors-blue-500)' }: SparklineProps) {
  const d = sparklinePath(values, { width: WIDTH, height: HEIGHT, capacity: SPARKLINE_CAPACITY, ...(max === undefined ? {} : { max }) });
  return (
    <Box borderWidth="1px" rounded="sm" bg="bg.subtle" lineHeight="0">
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" height={HEIGHT} preserveAspectRatio="none">
        {d ? <path d={d} fill="none" stroke={color} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" vectorEffect="non-scaling-stroke" /> : null}
      </svg>
    </Box>
  );
}
