import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ArrowLeftIcon, ArrowRightIcon } from '@powernest/shared-ui/icons';
import { usePartnershipText } from '../../i18n';
import { STEP_COUNT } from './steps';

const SUBMIT_ID = 'application-submit';

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
      <Button
        key="previous"
        type="submit"
        name="go"
        value="previous"
        variant="outlined"
        size="large"
        disabled={step === 1}
        onClick={(e) => {
          e.preventDefault();
          onPrevious();
        }}
        startIcon={<ArrowLeftIcon size={18} />}
      >
        {t('wizard.previous')}
      </Button>
      {step < STEP_COUNT ? (
        <Button
          key="next"
          type="submit"
          name="go"
          value="next"
          variant="contained"
          size="large"
          onClick={(e) => {
            e.preventDefault();
            onNext();
          }}
          endIcon={<ArrowRightIcon size={18} />}
        >
          {t('wizard.next')}
        </Button>
      ) : (
        <Button
          key="submit"
          id={SUBMIT_ID}
          type="submit"
          name="go"
          value="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          onClick={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {t(submitting ? 'wizard.sending' : 'wizard.submit')}
        </Button>
      )}
    </Stack>
  );
}
