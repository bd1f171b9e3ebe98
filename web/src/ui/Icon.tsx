import {
  ArrowDown,
  ArrowLeft,
  ArrowUp,
  AudioLines,
  Briefcase,
  Calendar,
  ChartColumn,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CircleHelp,
  Clipboard,
  Compass,
  Download,
  Eye,
  EyeOff,
  File,
  Funnel,
  Heart,
  Image,
  Info,
  LayoutGrid,
  List,
  Lock,
  LogOut,
  type LucideIcon,
  Mail,
  Map as MapGlyph,
  MapPin,
  Maximize2,
  Megaphone,
  Menu,
  MessageSquare,
  Pencil,
  Pentagon,
  Play,
  Plus,
  RectangleHorizontal,
  RefreshCw,
  Save,
  Search,
  Send,
  SlidersVertical,
  Smile,
  Spline,
  Star,
  ThumbsUp,
  Trash2,
  Upload,
  User,
  Users,
  Video,
  Wrench,
  X,
} from 'lucide-react';

/** The app's icons by what they mean (Lucide, the maintained fork of Feather). */
const ICONS = {
  map: MapGlyph,
  compass: Compass,
  users: Users,
  user: User,
  briefcase: Briefcase,
  list: List,
  clipboard: Clipboard,
  chart: ChartColumn,
  sliders: SlidersVertical,
  grid: LayoutGrid,
  logout: LogOut,
  search: Search,
  plus: Plus,
  arrowUp: ArrowUp,
  arrowDown: ArrowDown,
  arrowLeft: ArrowLeft,
  eye: Eye,
  eyeOff: EyeOff,
  close: X,
  success: CircleCheck,
  error: CircleAlert,
  question: CircleHelp,
  info: Info,
  tool: Wrench,
  chevronDown: ChevronDown,
  mail: Mail,
  lock: Lock,
  // Map tools and record actions.
  line: Spline,
  polygon: Pentagon,
  rectangle: RectangleHorizontal,
  marker: MapPin,
  edit: Pencil,
  remove: Trash2,
  download: Download,
  file: File,
  message: MessageSquare,
  filter: Funnel,
  save: Save,
  star: Star,
  maximize: Maximize2,
  image: Image,
  video: Video,
  play: Play,
  audio: AudioLines,
  send: Send,
  megaphone: Megaphone,
  heart: Heart,
  calendar: Calendar,
  smile: Smile,
  thumbsUp: ThumbsUp,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  upload: Upload,
  refresh: RefreshCw,
  menu: Menu,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

/**
 * Glyphs whose features sit inside their outline: Lucide draws a face's circle last, so filling it would cover the
 * eyes and mouth (a plain disc). Filled, these get the disc painted behind the strokes instead (.icon-filled-face).
 */
const FACES: ReadonlySet<IconName> = new Set(['smile']);

/** A decorative icon; give the surrounding control its accessible name. */
export function Icon({
  name,
  size = 18,
  className,
  filled,
}: {
  name: IconName;
  size?: number;
  className?: string;
  filled?: boolean;
}) {
  const Glyph = ICONS[name];
  const face = filled === true && FACES.has(name);
  return (
    <Glyph
      className={['icon', face && 'icon-filled-face', className].filter(Boolean).join(' ')}
      size={size}
      strokeWidth={2}
      fill={filled && !face ? 'currentColor' : 'none'}
      aria-hidden="true"
      focusable="false"
    />
  );
}
