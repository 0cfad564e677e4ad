import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/**
 * `/redirect/<path>` (SPEC §2): the tags bar's "refresh" goes here and this replaces the entry with
 * `<path>` again, so the view unmounts and mounts afresh without reloading the page.
 */
export function RedirectView() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/${rest}${search}${hash}`, { replace: true });
  }, [navigate, rest, search, hash]);
  return null;
}
