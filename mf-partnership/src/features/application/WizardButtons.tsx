import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ArrowLeftIcon, ArrowRightIcon } from '@powernest/shared-ui/icons';
import { usePartnershipText } from '../../i18n';
import { STEP_COUNT } from './steps';

const SUBMIT_ID = 'application-submit';

/**
 * One of the wizard's buttons: a submit button of the plain HTML form, whose `go` tells the site
 * server where to take the visitor; with the script, `onGo` does it here instead.
 */
function GoButton({ go, onGo, ...props }: { go: 'previous' | 'next' | 'submit'; onGo: () => void } & Omit<ButtonProps, 'type' | 'name' | 'value' | 'size' | 'onClick'>) {
  return (
    <Button
      type="submit"
      name="go"
      value={go}
      size="large"
      onClick={(e) => {
        e.preventDefault();
        onGo();
      }}
      {...props}
    />
  );
}

/**
 * Previous, then Next or (on the last step) Submit. Each is a submit button of the plain HTML
 * form (`go`: where the site server takes the visitor); with the script they move between steps
 * here, and only Submit sends.
 */
export function WizardButtons({ step, submitting, onPrevious, onNext, onSubmit }: { step: number; submitting: boolean; onPrevious: () => void; onNext: () => void; onSubmit: () => void }) {
  const t = usePartnershipText();
  return (
    <Stack
      direction="row"
      sx={{
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        mt: 4,
        pt: 3,
        borderTop: '1px solid',
        borderColor: 'divider',
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      <GoButton key="previous" go="previous" onGo={onPrevious} variant="outlined" disabled={step === 1} startIcon={<ArrowLeftIcon size={18} />}>
        {t('wizard.previous')}
      </GoButton>
      {step < STEP_COUNT ? (
        <GoButton key="next" go="next" onGo={onNext} variant="contained" endIcon={<ArrowRightIcon size={18} />}>
          {t('wizard.next')}
        </GoButton>
      ) : (
        <GoButton key="submit" go="submit" onGo={onSubmit} id={SUBMIT_ID} variant="contained" disabled={submitting}>
          {t(submitting ? 'wizard.sending' : 'wizard.submit')}
        </GoButton>
      )}
    </Stack>
  );
}
