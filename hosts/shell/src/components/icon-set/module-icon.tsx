import type { IconProps } from './stroke-icon';
import { DocumentIcon } from './document-icon';
import { PeopleIcon } from './people-icon';
import { HandshakeIcon } from './handshake-icon';
import { BotIcon } from './bot-icon';

const MODULE_ICONS = { FileText: DocumentIcon, Users: PeopleIcon, Handshake: HandshakeIcon, Bot: BotIcon } as const;

/** The icon a module row names (FileText, Users, Handshake, Bot); the document icon for anything else. */
export function ModuleIcon({ name, ...props }: IconProps & { name: string | null | undefined }) {
  const Icon = MODULE_ICONS[(name ?? '') as keyof typeof MODULE_ICONS] ?? DocumentIcon;
  return <Icon {...props} />;
}
