import { BRAND_NAME } from '@powernest/domain';
import { theme } from '@powernest/shared-ui';

const { primary, secondary, common } = theme.palette;

/**
 * The PowerNest mark (a charging bolt in a nest), inline so it costs no request. With an empty
 * title it is decoration beside the brand name, hidden from assistive technology.
 */
export function BrandLogo({ size = 36, title = BRAND_NAME }: { size?: number; title?: string }) {
  const label = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" {...label} focusable="false">
      <rect x="2" y="2" width="60" height="60" rx="16" fill={primary.main} />
      <path d="M14 40c6 8 30 8 36 0" fill="none" stroke={secondary.main} strokeWidth="4" strokeLinecap="round" />
      <path d="M18 46c6 6 22 6 28 0" fill="none" stroke={primary.light} strokeWidth="3" strokeLinecap="round" />
      <path d="M35 10 22 34h9l-3 16 14-26h-9l2-14z" fill={common.white} />
    </svg>
  );
}
