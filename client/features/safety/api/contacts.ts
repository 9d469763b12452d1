import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  safetyEndpoints,
  type EmergencyContact,
  type EmergencyContactInput,
  type EmergencyContactPatchInput,
} from '#contracts';
import { callEndpoint, resourceKey } from '#lib/call-endpoint';

/** The emergency contacts resource's keys (ADR 095): `['/api/emergency-contacts', userId]`. */
export const contactKeys = {
  all: [resourceKey(safetyEndpoints.contacts)] as const,
  ofMember: (userId: number) => [...contactKeys.all, userId] as const,
};
export const contactsQueryKey = contactKeys.ofMember;

/** GET /api/emergency-contacts/{userId}: the member's contacts, primary first. */
export const contactQueries = {
  ofMember: (userId: number) =>
    queryOptions({
      queryKey: contactKeys.ofMember(userId),
      queryFn: () => callEndpoint(safetyEndpoints.contacts, { params: { userId } }),
    }),
};

export function useContacts(userId: number) {
  return useQuery(contactQueries.ofMember(userId));
}

function useInvalidateContacts(userId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactKeys.ofMember(userId) });
}

/** POST /api/emergency-contacts. */
export function addContact(body: EmergencyContactInput): Promise<EmergencyContact> {
  return callEndpoint(safetyEndpoints.addContact, { body });
}

/** PATCH /api/emergency-contacts/{id}. */
export function updateContact({ id, patch }: { id: number; patch: EmergencyContactPatchInput }) {
  return callEndpoint(safetyEndpoints.updateContact, { params: { id }, body: patch });
}

/** DELETE /api/emergency-contacts/{id}. */
export function removeContact(id: number): Promise<undefined> {
  return callEndpoint(safetyEndpoints.removeContact, { params: { id } });
}

export function useAddContact(userId: number) {
  return useMutation({ mutationFn: addContact, onSuccess: useInvalidateContacts(userId) });
}

export function useUpdateContact(userId: number) {
  return useMutation({ mutationFn: updateContact, onSuccess: useInvalidateContacts(userId) });
}

export function useRemoveContact(userId: number) {
  return useMutation({ mutationFn: removeContact, onSuccess: useInvalidateContacts(userId) });
}
