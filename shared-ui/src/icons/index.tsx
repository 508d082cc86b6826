// @powernest/shared-ui/icons — small inline icons (no icon package is installed), one copy for
// every app. Decorative: hidden from screen readers. Not a federated singleton: each app bundles
// (and tree-shakes) the few it uses.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 20, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

// An icon is only its drawing in the 24×24 box: path data ('M…'), or a circle [cx, cy, r] or a
// rounded rectangle [x, y, width, height, rx]. One factory draws them all, the same elements
// and attributes as written out by hand.
type Stroke = string | { circle: [number, number, number] } | { rect: [number, number, number, number, number] };

function drawStroke(stroke: Stroke, key: number) {
  if (typeof stroke === 'string') return <path key={key} d={stroke} />;
  if ('circle' in stroke) {
    const [cx, cy, r] = stroke.circle;
    return <circle key={key} cx={cx} cy={cy} r={r} />;
  }
  const [x, y, width, height, rx] = stroke.rect;
  return <rect key={key} x={x} y={y} width={width} height={height} rx={rx} />;
}

// Pure, so that an app's bundle still drops the icons it does not import.
function icon(...strokes: Stroke[]) {
  return (p: IconProps) => <Svg {...p}>{strokes.map(drawStroke)}</Svg>;
}

export const CheckIcon = /* @__PURE__ */ icon('M20 6 9 17l-5-5');

export const ChevronDownIcon = /* @__PURE__ */ icon('m6 9 6 6 6-6');

export const ArrowRightIcon = /* @__PURE__ */ icon('M5 12h14M13 6l6 6-6 6');

export const ArrowLeftIcon = /* @__PURE__ */ icon('M19 12H5M11 18l-6-6 6-6');

export const ClockIcon = /* @__PURE__ */ icon({ circle: [12, 12, 9] }, 'M12 7v5l3 2');

export const ShieldIcon = /* @__PURE__ */ icon('M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z', 'm9 12 2 2 4-4');

export const BoltIcon = /* @__PURE__ */ icon('M13 2 4 14h7l-1 8 9-12h-7l1-8Z');

export const TrendIcon = /* @__PURE__ */ icon('m3 17 6-6 4 4 8-8', 'M14 7h7v7');

export const StarIcon = /* @__PURE__ */ icon('m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z');

export const GiftIcon = /* @__PURE__ */ icon({ rect: [3, 8, 18, 13, 1] }, 'M12 8v13M3 12h18M12 8S10.5 3 8 3.5 7 8 12 8Zm0 0s1.5-5 4-4.5S17 8 12 8Z');

export const EyeIcon = /* @__PURE__ */ icon('M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z', { circle: [12, 12, 3] });

export const EyeOffIcon = /* @__PURE__ */ icon('M10.6 5.1A10.8 10.8 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.5M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.9 9.9 0 0 0 5.4-1.6', 'M9.9 9.9a3 3 0 0 0 4.2 4.2', 'm2 2 20 20');

export const LockIcon = /* @__PURE__ */ icon({ rect: [4, 11, 16, 10, 2] }, 'M8 11V7a4 4 0 0 1 8 0v4');

export const KeyIcon = /* @__PURE__ */ icon({ circle: [7.5, 15.5, 4.5] }, 'm10.7 12.3 9.8-9.8M17 6l3 3M15 8l2 2');

export const LogoutIcon = /* @__PURE__ */ icon('M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'm16 17 5-5-5-5M21 12H9');

export const UsersIcon = /* @__PURE__ */ icon('M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2', { circle: [9, 7, 4] }, 'M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8');

export const StoreIcon = /* @__PURE__ */ icon('M3 9 4.5 4h15L21 9', 'M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0V9Z', 'M5 13.5V20h14v-6.5M10 20v-4h4v4');

export const CalendarIcon = /* @__PURE__ */ icon({ rect: [3, 4, 18, 18, 2] }, 'M16 2v4M8 2v4M3 10h18');

export const ActivityIcon = /* @__PURE__ */ icon('M22 12h-4l-3 9L9 3l-3 9H2');

export const CopyIcon = /* @__PURE__ */ icon({ rect: [9, 9, 13, 13, 2] }, 'M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1');

export const MailIcon = /* @__PURE__ */ icon({ rect: [2, 4, 20, 16, 2] }, 'm22 7-10 6L2 7');

export const InboxIcon = /* @__PURE__ */ icon('M22 12h-6l-2 3h-4l-2-3H2', 'M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z');

export const ExternalIcon = /* @__PURE__ */ icon('M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6');

export const DollarIcon = /* @__PURE__ */ icon('M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6');

export const SupportIcon = /* @__PURE__ */ icon('M3 18v-6a9 9 0 0 1 18 0v6', 'M21 19a2 2 0 0 1-2 2h-1v-7h3zM3 19a2 2 0 0 0 2 2h1v-7H3z');

export const ToolIcon = /* @__PURE__ */ icon('M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-2.4z');

export const MenuIcon = /* @__PURE__ */ icon('M3 6h18M3 12h18M3 18h18');

export const CloseIcon = /* @__PURE__ */ icon('M18 6 6 18M6 6l12 12');
