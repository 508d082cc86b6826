import type { UseFormRegister } from 'react-hook-form';
import { LEAD_HONEYPOT_FIELD } from '@powernest/domain';
import { useFormText } from './formText';

/** The spam trap: invisible and unreachable for people, tempting for bots (see the API README). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function HoneypotField({ register }: { register: UseFormRegister<any> }) {
  const t = useFormText();
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={`hp-${LEAD_HONEYPOT_FIELD}`}>{t('honeypot')}</label>
      <input id={`hp-${LEAD_HONEYPOT_FIELD}`} type="text" tabIndex={-1} autoComplete="off" {...register(LEAD_HONEYPOT_FIELD)} />
    </div>
  );
}
