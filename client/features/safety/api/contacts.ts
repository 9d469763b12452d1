import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  emergencyContact,
  emergencyContactBody,
  emergencyContactPatch,
  type EmergencyContact,
  type EmergencyContactInput,
  type EmergencyContactPatchInput,
} from '#contracts';
import { api } from '#lib/api-client';

/** GET /api/emergency-contacts/{userId}: the member's contacts, primary first. */
export const contactsQueryKey = (userId: number) => ['/api/emergency-contacts', userId] as const;

export function useContacts(userId: number) {
  return useQuery({
    queryKey: contactsQueryKey(userId),
    queryFn: async () => z.array(emergencyContact).parse(await api.get(`/api/emergency-contacts/${userId}`)),
  });
}

function useInvalidateContacts(userId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactsQueryKey(userId) });
}

/** POST /api/emergency-contacts. */
export function useAddContact(userId: number) {
  const invalidate = useInvalidateContacts(userId);
  return useMutation({
    mutationFn: async (body: EmergencyContactInput): Promise<EmergencyContact> =>
      emergencyContact.parse(await api.post('/api/emergency-contacts', emergencyContactBody.parse(body))),
    onSuccess: invalidate,
  });
}

/** PATCH /api/emergency-contacts/{id}. */
export function useUpdateContact(userId: number) {
  const invalidate = useInvalidateContacts(userId);
  return useMutation({
    mutationFn: async ({ id, patch }: { id: number; patch: EmergencyContactPatchInput }): Promise<EmergencyContact> =>
      emergencyContact.parse(await api.patch(`/api/emergency-contacts/${id}`, emergencyContactPatch.parse(patch))),
    onSuccess: invalidate,
  });
}

/** DELETE /api/emergency-contacts/{id}. */
export function useRemoveContact(userId: number) {
  const invalidate = useInvalidateContacts(userId);
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/emergency-contacts/${id}`),
    onSuccess: invalidate,
  });
}
