import type { LucideIcon } from 'lucide-react';
import { Building2, Factory, Handshake } from 'lucide-react';
import type { RegistrationKind } from 'shared-contracts/api/auth';

/** The registration roles of SPEC §1, in the order the choice page shows them. */
export const REGISTRATION_ROLES: ReadonlyArray<{ kind: RegistrationKind; icon: LucideIcon }> = [
  { kind: 'purchaser', icon: Building2 },
  { kind: 'enterprise', icon: Factory },
  { kind: 'cooperation', icon: Handshake },
];

export const roleTitleId = (kind: RegistrationKind) => `registerRole.${kind}.title`;
export const roleDescriptionId = (kind: RegistrationKind) => `registerRole.${kind}.description`;
