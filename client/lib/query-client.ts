import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { api } from './api-client';

/** The spec's default data query: the key parts joined with '/' form the GET path. */
export const pathQueryFn: QueryFunction = ({ queryKey }) => api.get(queryKey.map(String).join('/'));

/** Spec 01 §9: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: pathQueryFn,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
