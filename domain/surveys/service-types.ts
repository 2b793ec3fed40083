/** The catering services a guest can give feedback on; their labels are written by the API in the guest's language. */
export const CATERING_SERVICE_TYPES = [
  { id: 1, name: 'carryout' },
  { id: 2, name: 'delivery' },
  { id: 3, name: 'deliveryAndSetup' },
  { id: 4, name: 'fullService' },
] as const;

export type CateringServiceTypeName = (typeof CATERING_SERVICE_TYPES)[number]['name'];

export function isCateringServiceType(id: number): boolean {
  return CATERING_SERVICE_TYPES.some((type) => type.id === id);
}
