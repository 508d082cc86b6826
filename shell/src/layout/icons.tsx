import type { CSSProperties } from 'react';

// Three small icons drawn inline, instead of pulling an icon package into the host.
const base = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true } as const;

export const MenuIcon = () => (
  <svg {...base}>
    <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...base}>
    <path d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7 2.9 18.3 9.2 12 2.9 5.7 4.3 4.3l6.3 6.3 6.3-6.3z" />
  </svg>
);
export const ChevronDownIcon = ({ style }: { style?: CSSProperties }) => (
  <svg {...base} width={20} height={20} style={style}>
    <path d="M7 10l5 5 5-5z" />
  </svg>
);
