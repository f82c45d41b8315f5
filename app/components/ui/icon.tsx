import {
  BookOpen,
  Calculator,
  Calendar,
  ClipboardCheck,
  Database,
  FileText,
  GraduationCap,
  KeyRound,
  Laptop,
  Lock,
  MailWarning,
  Map,
  Network,
  Presentation,
  ScrollText,
  Search,
  Server,
  Shield,
  Siren,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react'
import type { IconName } from '#content/types.ts'

const icons: Record<IconName, LucideIcon> = {
  shield: Shield,
  users: Users,
  'graduation-cap': GraduationCap,
  'clipboard-check': ClipboardCheck,
  search: Search,
  map: Map,
  'file-text': FileText,
  calculator: Calculator,
  presentation: Presentation,
  siren: Siren,
  laptop: Laptop,
  'book-open': BookOpen,
  calendar: Calendar,
  'mail-warning': MailWarning,
  key: KeyRound,
  database: Database,
  network: Network,
  scroll: ScrollText,
  'user-check': UserCheck,
  server: Server,
  lock: Lock,
}

export function Icon({ name, className = 'size-6' }: { name: IconName; className?: string }) {
  const Component = icons[name]
  return <Component aria-hidden="true" className={className} />
}
