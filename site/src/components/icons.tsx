/* Line icons for the six top-level sections, drawn for this project (24 px grid). */
const PATHS: Record<string, string> = {
  '/home': 'M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10',
  '/about': 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 7v7m0-10v.5',
  '/academics': 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5',
  '/people':
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7 0a3 3 0 1 0 0-6M3 20c0-4 3-6 6-6s6 2 6 6m2-6c2 0 4 2 4 6',
  '/admission': 'M5 3h10l4 4v14H5zM14 3v5h5M8 12h8M8 16h8',
  '/life': 'M4 20V9l8-5 8 5v11M9 20v-6h6v6M4 20h16',
};

const MENU = 'M4 6h16M4 12h16M4 18h16';
const CLOSE = 'M6 6l12 12M18 6 6 18';
const CHEVRON = 'M6 9l6 6 6-6';

function Icon({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const SectionIcon = ({ path }: { path: string }) => (
  <Icon d={PATHS[path] ?? PATHS['/home']!} />
);
export const MenuIcon = () => <Icon d={MENU} />;
export const CloseIcon = () => <Icon d={CLOSE} />;
export const ChevronIcon = () => <Icon d={CHEVRON} size={20} />;
