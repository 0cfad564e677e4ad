import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha } from './login-requests';

/**
 * The login captcha (GET auth/code): single use, so never cached or shared, and a new one after every
 * failed attempt and on a click on the image (`refresh`).
 */
export function useCaptcha() {
  const query = useQuery({
    queryKey: ['auth', 'captcha'],
    queryFn: ({ signal }) => fetchCaptcha(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: 0,
  });
  return {
    captcha: query.data,
    isLoading: query.isFetching,
    isError: query.isError,
    refresh: () => void query.refetch(),
  };
}
