import type { IconProps } from '../../components/icon-set/stroke-icon';
import { DocumentIcon } from '../../components/icon-set/document-icon';
import { PeopleIcon } from '../../components/icon-set/people-icon';
import { HandshakeIcon } from '../../components/icon-set/handshake-icon';
import { BotIcon } from '../../components/icon-set/bot-icon';

const MODULE_ICONS = { FileText: DocumentIcon, Users: PeopleIcon, Handshake: HandshakeIcon, Bot: BotIcon } as const;

/** The icon a module row names (FileText, Users, Handshake, Bot); the document icon for anything else. */
export function ModuleIcon({ name, ...props }: IconProps & { name: string | null | undefined }) {
  const Icon = MODULE_ICONS[(name ?? '') as keyof typeof MODULE_ICONS] ?? DocumentIcon;
  return <Icon {...props} />;
}
