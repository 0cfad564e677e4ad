import { IconButton } from '@chakra-ui/react/button';
import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** Appears once the page is scrolled past this many pixels (eladmin's back-to-top used 400). */
const VISIBLE_AFTER = 400;

export function BackToTop() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > VISIBLE_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <IconButton aria-label={intl.formatMessage({ id: 'layout.backToTop' })} position="fixed" insetEnd="6" bottom="12"
      zIndex="sticky" colorPalette="blue" borderRadius="full" boxShadow="md"
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}>
      <ArrowUp />
    </IconButton>
  );
}
