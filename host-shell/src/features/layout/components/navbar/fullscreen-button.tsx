import { IconButton } from '@chakra-ui/react/button';
import { Maximize, Minimize } from 'lucide-react';
import { useFullscreen } from './use-fullscreen';

/** The fullscreen toggle of a wide screen's navbar. */
export function FullscreenButton() {
  const { active, label, toggle } = useFullscreen();
  return (
    <IconButton aria-label={label} aria-pressed={active} variant="ghost" size="sm" onClick={toggle}>
      {active ? <Minimize /> : <Maximize />}
    </IconButton>
  );
}
