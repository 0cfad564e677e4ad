import {
  Activity, BadgeDollarSign, Banknote, Bell, BookOpen, Boxes, Briefcase, Building2, Calendar, ChartColumn, ChartPie,
  CircleDashed, ClipboardCheck, ClipboardList, Cloud, Cog, Coins, CreditCard, Database, DatabaseBackup, Factory, FileText,
  Folder, FolderTree, GitBranch, Globe, Handshake, Hammer, HardDrive, Heart, House, Image, Key, Languages, Layers,
  LayoutDashboard, Link, List, ListTree, Lock, Mail, MapPin, Menu, MessageSquare, Monitor, Network, Package, Printer,
  Puzzle, QrCode, Receipt, Rocket, ScrollText, Search, Server, Settings, Shield, ShieldCheck, ShoppingBag, ShoppingCart,
  Star, Store, Tag, Terminal, Ticket, Truck, Undo2, Upload, User, UserCheck, Users, Wallet, Warehouse, Wrench,
  type LucideIcon, type LucideProps,
} from 'lucide-react';
import { createElement } from 'react';

/**
 * The icons a server menu entry may name (`menu.icon`, `meta.icon` of `api/menus/build`), by lucide's
 * kebab-case name. A curated list rather than all of lucide: importing the whole set would put every icon
 * into the page, and a short list keeps the admin picker usable. It holds every icon the demo menus seed
 * (server/src/modules/menus/seed-data.ts); add a name here before seeding it.
 */
export const MENU_ICONS: Readonly<Record<string, LucideIcon>> = {
  activity: Activity,
  'badge-dollar-sign': BadgeDollarSign,
  banknote: Banknote,
  bell: Bell,
  'book-open': BookOpen,
  boxes: Boxes,
  briefcase: Briefcase,
  'building-2': Building2,
  calendar: Calendar,
  'chart-column': ChartColumn,
  'chart-pie': ChartPie,
  'clipboard-check': ClipboardCheck,
  'clipboard-list': ClipboardList,
  cloud: Cloud,
  cog: Cog,
  coins: Coins,
  'credit-card': CreditCard,
  database: Database,
  'database-backup': DatabaseBackup,
  factory: Factory,
  'file-text': FileText,
  folder: Folder,
  'folder-tree': FolderTree,
  'git-branch': GitBranch,
  globe: Globe,
  hammer: Hammer,
  handshake: Handshake,
  'hard-drive': HardDrive,
  heart: Heart,
  house: House,
  image: Image,
  key: Key,
  languages: Languages,
  layers: Layers,
  'layout-dashboard': LayoutDashboard,
  link: Link,
  list: List,
  'list-tree': ListTree,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  menu: Menu,
  'message-square': MessageSquare,
  monitor: Monitor,
  network: Network,
  package: Package,
  printer: Printer,
  puzzle: Puzzle,
  'qr-code': QrCode,
  receipt: Receipt,
  rocket: Rocket,
  'scroll-text': ScrollText,
  search: Search,
  server: Server,
  settings: Settings,
  shield: Shield,
  'shield-check': ShieldCheck,
  'shopping-bag': ShoppingBag,
  'shopping-cart': ShoppingCart,
  star: Star,
  store: Store,
  tag: Tag,
  terminal: Terminal,
  ticket: Ticket,
  truck: Truck,
  'undo-2': Undo2,
  upload: Upload,
  user: User,
  'user-check': UserCheck,
  users: Users,
  wallet: Wallet,
  warehouse: Warehouse,
  wrench: Wrench,
};

/** Registry names in alphabetical order, as the picker lists them. */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(MENU_ICONS).sort();

/** The icon registered under `name`, or undefined for an empty or unknown name. */
export function menuIconOf(name: string | null | undefined): LucideIcon | undefined {
  if (!name) return undefined;
  // An own-property check, so a name like `constructor` never reaches Object.prototype.
  return Object.hasOwn(MENU_ICONS, name) ? MENU_ICONS[name] : undefined;
}

/**
 * Registry names matching what a user typed: case-insensitive, spaces read as dashes ("book open" finds
 * `book-open`); an empty query lists every name.
 */
export function searchMenuIcons(query: string): string[] {
  const needle = query.trim().toLowerCase().replace(/\s+/g, '-');
  return needle ? MENU_ICON_NAMES.filter((name) => name.includes(needle)) : [...MENU_ICON_NAMES];
}

export type MenuIconProps = Omit<LucideProps, 'ref' | 'name'> & {
  name: string | null | undefined;
  size?: number | string;
};

/**
 * A menu entry's icon. An unknown name (a menu saved before its icon was registered, a typo in the
 * database) draws a neutral dashed circle rather than nothing, so sidebar labels stay aligned.
 * Decorative by default (lucide sets aria-hidden); pass `aria-label` where the icon alone carries meaning.
 */
export function MenuIcon({ name, size = 16, ...props }: MenuIconProps) {
  const known = menuIconOf(name);
  const marker: Record<'data-icon', string> = { 'data-icon': known && name ? name : 'fallback' };
  return createElement(known ?? CircleDashed, { size, ...marker, ...props });
}
