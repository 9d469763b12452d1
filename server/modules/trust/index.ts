/**
 * Trust: the only writer of a member's trust score (ADR 075). Every change is one atomic, clamped
 * statement that also writes the member's trust history (trust_events). Other modules import only this file.
 */
export { changeTrust, type TrustChange, type TrustSource } from './trust.repository';
